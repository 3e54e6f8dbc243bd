import type { WeekHours } from '../contract/listing-values'
import { icsFileName, moveInIcs } from '../reservations/ics'
import { weekLine } from './hours-words'
import { LABELS, type ReservationFacts, factRows } from './reservation-words'
import { defineTemplate, pick } from './template'
import { TIME_ZONE } from '@kernel/lang'
import { UNCONFIRMED_HOLD_MIN } from '../contract/reservation-values'

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
    /** Issue 39: an unconfirmed hold's end (ISO); the mail then asks first for the confirm button. */
    confirmBy?: string | null
    confirmPath?: string | null
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
      filename: icsFileName(d.code, lang),
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
    const confirm = confirmBlocks(lang, d, origin)
    return lang === 'en'
      ? [
          ...confirm,
          { type: 'heading', text: `Reserved: ${d.code}` },
          { type: 'paragraph', text: `Thank you, ${d.name}! Unit ${d.unitCode} at ${d.facilityName} is held for you.` },
          { type: 'paragraph', text: 'The reservation is free: you pay only when you move in.' },
          { type: 'facts', rows },
          {
            type: 'paragraph',
            text: `The monthly price above is guaranteed for this reservation, even if the price list changes. ${confirm.length ? 'Once you have confirmed it, the operator confirms' : 'The operator confirms'} the reservation within 48 hours.`,
          },
          { type: 'button', label: 'Add to calendar (.ics)', href: `${origin}${d.calendarPath}` },
          { type: 'link', label: LABELS.en.cancel, href: `${origin}${d.cancelPath}` },
        ]
      : [
          ...confirm,
          { type: 'heading', text: `Zarezerwowano: ${d.code}` },
          {
            type: 'paragraph',
            text: `Dziękujemy, ${d.name}! Jednostka ${d.unitCode} w obiekcie ${d.facilityName} czeka na Ciebie.`,
          },
          { type: 'paragraph', text: 'Rezerwacja jest bezpłatna: płacisz dopiero przy wprowadzeniu.' },
          { type: 'facts', rows },
          {
            type: 'paragraph',
            text: `Powyższa cena miesięczna jest gwarantowana dla tej rezerwacji, nawet jeśli cennik się zmieni. ${confirm.length ? 'Gdy ją potwierdzisz, operator potwierdzi' : 'Operator potwierdzi'} rezerwację w ciągu 48 godzin.`,
          },
          { type: 'button', label: 'Dodaj do kalendarza (.ics)', href: `${origin}${d.calendarPath}` },
          { type: 'link', label: LABELS.pl.cancel, href: `${origin}${d.cancelPath}` },
        ]
  },
})

/**
 * Issue 39: a hold by an address nobody has proved yet waits for the renter's button on the reservation's page (the
 * link itself changes nothing: mail scanners open links), or is released when its hour is up.
 */
function confirmBlocks(
  lang: 'pl' | 'en',
  d: { confirmBy?: string | null; confirmPath?: string | null },
  origin: string,
) {
  if (!d.confirmBy || !d.confirmPath) return []
  const time = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(d.confirmBy))
  const href = `${origin}${d.confirmPath}`
  return lang === 'en'
    ? [
        { type: 'heading' as const, text: 'Confirm your reservation' },
        {
          type: 'paragraph' as const,
          text: `Press the button below by ${time} (within ${UNCONFIRMED_HOLD_MIN} minutes) and then confirm on the page that opens. Without confirmation the unit goes back on offer and the reservation expires. Only then is the operator told of it.`,
        },
        { type: 'button' as const, label: 'Confirm the reservation', href },
      ]
    : [
        { type: 'heading' as const, text: 'Potwierdź rezerwację' },
        {
          type: 'paragraph' as const,
          text: `Naciśnij przycisk poniżej do ${time} (w ciągu ${UNCONFIRMED_HOLD_MIN} minut), a potem potwierdź na stronie, która się otworzy. Bez potwierdzenia jednostka wróci do oferty, a rezerwacja wygaśnie. Operator dostanie ją dopiero po potwierdzeniu.`,
        },
        { type: 'button' as const, label: 'Potwierdź rezerwację', href },
      ]
}

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
