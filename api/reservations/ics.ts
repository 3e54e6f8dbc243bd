import { brand } from '@kernel/brand'
import { addDays } from '@kernel/calendar-date'

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped; lines folded at 75 octets by the caller's size. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds a content line at 73 characters (under the 75-octet limit for the ASCII-heavy lines here). */
const fold = (line: string) => line.match(/.{1,73}/gu)?.join('\r\n ') ?? line

/**
 * The move-in day as an all-day calendar entry. The UID is the reservation code on the brand's domain, so a
 * second download updates the same entry instead of adding one.
 */
export function reservationIcs(r: {
  code: string
  moveInDate: string
  summary: string
  description: string
  location: string
  stampIso: string
}): string {
  const day = (iso: string) => iso.replace(/-/g, '')
  const stamp = `${r.stampIso.replace(/[-:]/g, '').slice(0, 15)}Z`
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${brand.name}//Reservations//PL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${r.code}@${new URL(brand.origin).hostname}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(r.moveInDate)}`,
    `DTEND;VALUE=DATE:${day(addDays(r.moveInDate, 1))}`,
    `SUMMARY:${text(r.summary)}`,
    `DESCRIPTION:${text(r.description)}`,
    `LOCATION:${text(r.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n')
}

/**
 * The one wording of the move-in entry, in the reservation's language: the same file whether it is downloaded from
 * the mail's link or opened from the confirmation mail's attachment.
 */
export function moveInIcs(r: {
  code: string
  lang: 'pl' | 'en'
  facilityName: string
  unitCode: string
  address: string
  moveInDate: string
  stampIso: string
}): string {
  const en = r.lang === 'en'
  return reservationIcs({
    code: r.code,
    moveInDate: r.moveInDate,
    summary: en
      ? `Move-in: ${r.facilityName}, unit ${r.unitCode}`
      : `Wprowadzenie: ${r.facilityName}, jednostka ${r.unitCode}`,
    description: en
      ? `Reservation ${r.code}. Bring an ID card or passport and the reservation code.`
      : `Rezerwacja ${r.code}. Zabierz dowód osobisty lub paszport i kod rezerwacji.`,
    location: `${r.facilityName}, ${r.address}`,
    stampIso: r.stampIso,
  })
}

/** The file name both the download and the attachment use, in the reservation's language. */
export const icsFileName = (code: string, lang: 'pl' | 'en') =>
  `${lang === 'en' ? 'reservation' : 'rezerwacja'}-${code}.ics`
