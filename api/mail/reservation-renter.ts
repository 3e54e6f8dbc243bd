import type { WeekHours } from '../contract/listing-values'
import { icsFileName, moveInIcs } from '../reservations/ics'
import { weekLine } from './hours-words'
import { LABELS, type ReservationFacts, factRows } from './reservation-words'
import { defineTemplate, pick } from './template'

/**
 * To the renter when a reservation is made (issue 26): the code, unit, the locked price said to be guaranteed, the
 * move-in day and address, opening hours, what to bring, a calendar entry and the cancel link. The calendar entry is
 * attached (.ics) and also a link, for mail clients that drop attachments. The paths carry the link's token; the
 * origin comes from the configuration.
 */
export const reservationRenter = defineTemplate<
  ReservationFacts & {
    name: string
    allDayAccess: boolean
    facilityPhone: string | null
    /** The facility's hours as the operator set them (migration 0022); absent from mails queued before. */
    openingHours?: WeekHours | null
    accessHours?: WeekHours | null
    cancelPath: string
    calendarPath: string
    /** When the reservation was made: the entry's DTSTAMP. Absent from mails queued before the attachment. */
    createdAt?: string
  }
>({
  subject: (d, { lang }) =>
    pick(lang, {
      pl: `Rezerwacja ${d.code}: ${d.facilityName}, jednostka ${d.unitCode}`,
      en: `Reservation ${d.code}: ${d.facilityName}, unit ${d.unitCode}`,
    }),
  preheader: (_, { lang }) =>
    pick(lang, {
      pl: 'Rezerwacja jest bezpłatna: płacisz dopiero przy wprowadzeniu.',
      en: 'The reservation is free: you pay only when you move in.',
    }),
  attachments: (d, { lang }) => [
    {
      filename: icsFileName(d.code),
      type: 'text/calendar',
      content: moveInIcs({ ...d, lang, stampIso: d.createdAt ?? new Date().toISOString() }),
    },
  ],
  blocks: (d, { lang, origin }) => {
    const rows: [string, string][] = [
      ...factRows(lang, d),
      ...hoursRows(lang, d),
      [
        lang === 'en' ? 'What to bring' : 'Co zabrać',
        lang === 'en'
          ? 'an ID card or passport, the reservation code and your own padlock (unless the facility provides one)'
          : 'dowód osobisty lub paszport, kod rezerwacji i własną kłódkę (jeśli obiekt jej nie zapewnia)',
      ],
    ]
    return lang === 'en'
      ? [
          { type: 'heading', text: `Reserved: ${d.code}` },
          { type: 'paragraph', text: `Thank you, ${d.name}! Unit ${d.unitCode} at ${d.facilityName} is held for you.` },
          { type: 'paragraph', text: 'The reservation is free: you pay only when you move in.' },
          { type: 'facts', rows },
          {
            type: 'paragraph',
            text: 'The monthly price above is guaranteed for this reservation, even if the price list changes. The operator confirms the reservation within 48 hours.',
          },
          { type: 'button', label: 'Add to calendar (.ics)', href: `${origin}${d.calendarPath}` },
          { type: 'link', label: LABELS.en.cancel, href: `${origin}${d.cancelPath}` },
        ]
      : [
          { type: 'heading', text: `Zarezerwowano: ${d.code}` },
          {
            type: 'paragraph',
            text: `Dziękujemy, ${d.name}! Jednostka ${d.unitCode} w obiekcie ${d.facilityName} czeka na Ciebie.`,
          },
          { type: 'paragraph', text: 'Rezerwacja jest bezpłatna: płacisz dopiero przy wprowadzeniu.' },
          { type: 'facts', rows },
          {
            type: 'paragraph',
            text: 'Powyższa cena miesięczna jest gwarantowana dla tej rezerwacji, nawet jeśli cennik się zmieni. Operator potwierdzi rezerwację w ciągu 48 godzin.',
          },
          { type: 'button', label: 'Dodaj do kalendarza (.ics)', href: `${origin}${d.calendarPath}` },
          { type: 'link', label: LABELS.pl.cancel, href: `${origin}${d.cancelPath}` },
        ]
  },
})

/**
 * The office and storage-access hours the operator set, each on one line; a facility that set neither gets the
 * line that the operator will confirm them (with its phone), or 24/7 access when its features say so.
 */
function hoursRows(
  lang: 'pl' | 'en',
  d: {
    openingHours?: WeekHours | null
    accessHours?: WeekHours | null
    allDayAccess: boolean
    facilityPhone: string | null
  },
): [string, string][] {
  const en = lang === 'en'
  if (d.openingHours || d.accessHours)
    return [
      ...(d.openingHours
        ? [[en ? 'Office hours' : 'Godziny otwarcia biura', weekLine(lang, d.openingHours)] as [string, string]]
        : []),
      ...(d.accessHours
        ? [[en ? 'Storage access' : 'Dostęp do magazynu', weekLine(lang, d.accessHours)] as [string, string]]
        : []),
    ]
  const phone = d.facilityPhone
  const placeholder = en
    ? d.allDayAccess
      ? 'Access 24/7; the office is open during the operator’s business hours.'
      : `The operator will confirm the office hours${phone ? ` (phone ${phone})` : ''}.`
    : d.allDayAccess
      ? 'Dostęp 24/7; biuro obsługi w godzinach pracy operatora.'
      : `Godziny pracy biura potwierdzi operator${phone ? `, tel. ${phone}` : ''}.`
  return [[en ? 'Opening hours' : 'Godziny otwarcia', placeholder]]
}
