import { brand } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import { panelReservationPath, reservationCancelPath } from '../../contract/panel-paths'
import type { ReservationStatus } from '../../contract/reservations'
import type { Db } from '../db'
import { queueEmail } from '../outbox'
import { type ReservationRow, addressOf } from './rows'
import { cancelToken } from './token'

/**
 * Every e-mail about a reservation, in both languages, in one file: the renter's confirmation, the renter's status
 * changes and the operator's notice. Statements only: callers batch them with the write they report.
 */

const VAT_RATE = 0.23
const money = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { style: 'currency', currency: 'PLN' }).format(value)
const gross = (net: number) => Math.round(net * (1 + VAT_RATE) * 100) / 100
const day = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))

export type MailFacility = { phone: string | null; email: string | null; allDay: boolean }
export type MailLinks = { origin: string; secret: string }

const WORDS = {
  pl: {
    subjectRenter: (r: ReservationRow) => `Rezerwacja ${r.code}: ${r.facility_name}, jednostka ${r.unit_code}`,
    intro: (r: ReservationRow) =>
      `Dziękujemy, ${r.name}! Zarezerwowaliśmy dla Ciebie jednostkę ${r.unit_code} (${r.unit_label}) w obiekcie ${r.facility_name}.`,
    free: 'Rezerwacja jest bezpłatna: płacisz dopiero przy wprowadzeniu.',
    code: 'Kod rezerwacji',
    unit: 'Jednostka',
    price: 'Cena miesięczna (gwarantowana)',
    priceValue: (r: ReservationRow) =>
      `${money('pl', r.price_monthly)} netto (${money('pl', gross(r.price_monthly))} brutto) — ta cena jest gwarantowana, nawet jeśli cennik się zmieni.`,
    moveIn: 'Data wprowadzenia',
    holdUntil: 'Jednostka czeka na Ciebie do',
    address: 'Adres',
    hours: 'Godziny otwarcia',
    hoursValue: (f: MailFacility) =>
      f.allDay
        ? 'Dostęp 24/7; biuro obsługi w godzinach pracy operatora.'
        : `Godziny pracy biura potwierdzi operator${f.phone ? `, tel. ${f.phone}` : ''}.`,
    bring: 'Co zabrać',
    bringValue: 'dowód osobisty lub paszport, kod rezerwacji i własną kłódkę (jeśli obiekt jej nie zapewnia).',
    next: 'Co dalej: operator potwierdzi rezerwację w ciągu 48 godzin. Płacisz dopiero w dniu wprowadzenia.',
    calendar: 'Dodaj do kalendarza (.ics)',
    cancel: 'Nie możesz przyjść? Anuluj rezerwację',
    subjectStatus: (r: ReservationRow, status: string) => `Rezerwacja ${r.code}: ${status}`,
    status: {
      pending: 'oczekuje na potwierdzenie',
      confirmed: 'potwierdzona',
      moved_in: 'wprowadzenie zakończone',
      no_show: 'niestawienie się',
      cancelled: 'anulowana',
      expired: 'wygasła',
    } satisfies Record<ReservationStatus, string>,
    statusBody: {
      pending: '',
      confirmed: 'Operator potwierdził Twoją rezerwację. Jednostka czeka na Ciebie w dniu wprowadzenia.',
      moved_in: 'Witamy! Operator zapisał Twoje wprowadzenie. Dziękujemy za skorzystanie z rezerwacji.',
      no_show: 'Operator zapisał, że nie pojawiłeś(-aś) się w dniu wprowadzenia. Jednostka została zwolniona.',
      cancelled: 'Rezerwacja została anulowana, a jednostka zwolniona.',
      expired: 'Czas rezerwacji minął, a jednostka została zwolniona.',
    } satisfies Record<ReservationStatus, string>,
    reason: 'Powód',
    subjectOperator: (r: ReservationRow) => `Nowa rezerwacja ${r.code}: ${r.facility_name}, ${r.unit_code}`,
    operatorIntro: (r: ReservationRow) =>
      `${r.name} zarezerwował(a) jednostkę ${r.unit_code} (${r.unit_label}) na ${day('pl', r.move_in_date)}. Potwierdź lub odrzuć rezerwację w ciągu 48 godzin. Odpowiedź na tę wiadomość trafi do najemcy.`,
    renter: 'Najemca',
    phone: 'Telefon',
    message: 'Wiadomość',
    open: 'Otwórz rezerwację w panelu',
  },
  en: {
    subjectRenter: (r: ReservationRow) => `Reservation ${r.code}: ${r.facility_name}, unit ${r.unit_code}`,
    intro: (r: ReservationRow) =>
      `Thank you, ${r.name}! We have reserved unit ${r.unit_code} (${r.unit_label}) at ${r.facility_name} for you.`,
    free: 'The reservation is free: you pay only when you move in.',
    code: 'Reservation code',
    unit: 'Unit',
    price: 'Monthly price (guaranteed)',
    priceValue: (r: ReservationRow) =>
      `${money('en', r.price_monthly)} net (${money('en', gross(r.price_monthly))} gross) — this price is guaranteed even if the price list changes.`,
    moveIn: 'Move-in date',
    holdUntil: 'The unit is held for you until',
    address: 'Address',
    hours: 'Opening hours',
    hoursValue: (f: MailFacility) =>
      f.allDay
        ? 'Access 24/7; the office is open during the operator’s business hours.'
        : `The operator will confirm the office hours${f.phone ? ` (phone ${f.phone})` : ''}.`,
    bring: 'What to bring',
    bringValue:
      'an ID card or passport, your reservation code and your own padlock (unless the facility provides one).',
    next: 'What happens next: the operator confirms your reservation within 48 hours. You pay only on move-in day.',
    calendar: 'Add to calendar (.ics)',
    cancel: 'Can’t make it? Cancel the reservation',
    subjectStatus: (r: ReservationRow, status: string) => `Reservation ${r.code}: ${status}`,
    status: {
      pending: 'awaiting confirmation',
      confirmed: 'confirmed',
      moved_in: 'moved in',
      no_show: 'no-show',
      cancelled: 'cancelled',
      expired: 'expired',
    } satisfies Record<ReservationStatus, string>,
    statusBody: {
      pending: '',
      confirmed: 'The operator has confirmed your reservation. The unit is waiting for you on move-in day.',
      moved_in: 'Welcome! The operator has recorded your move-in. Thank you for reserving with us.',
      no_show: 'The operator recorded that you did not come on move-in day. The unit has been released.',
      cancelled: 'The reservation has been cancelled and the unit released.',
      expired: 'The reservation has expired and the unit has been released.',
    } satisfies Record<ReservationStatus, string>,
    reason: 'Reason',
    subjectOperator: (r: ReservationRow) => `New reservation ${r.code}: ${r.facility_name}, ${r.unit_code}`,
    operatorIntro: (r: ReservationRow) =>
      `${r.name} reserved unit ${r.unit_code} (${r.unit_label}) for ${day('en', r.move_in_date)}. Confirm or decline it within 48 hours. A reply to this e-mail reaches the renter.`,
    renter: 'Renter',
    phone: 'Phone',
    message: 'Message',
    open: 'Open the reservation in the panel',
  },
}

const facts = (rows: [string, string | null | undefined][]) =>
  rows
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')

export async function renterLinks(links: MailLinks, r: ReservationRow) {
  const token = await cancelToken(links.secret, r.code)
  return {
    cancel: `${links.origin}${reservationCancelPath(r.lang, r.code, token)}`,
    calendar: `${links.origin}/api/reservations/${r.code}/calendar.ics?token=${token}&lang=${r.lang}`,
  }
}

export async function renterConfirmationMail(db: Db, links: MailLinks, r: ReservationRow, f: MailFacility) {
  const w = WORDS[r.lang]
  const link = await renterLinks(links, r)
  const body = [
    w.intro(r),
    w.free,
    facts([
      [w.code, r.code],
      [w.unit, `${r.unit_code} (${r.unit_label})`],
      [w.price, w.priceValue(r)],
      [w.moveIn, day(r.lang, r.move_in_date)],
      [w.holdUntil, day(r.lang, r.hold_until)],
      [w.address, `${r.facility_name}, ${addressOf(r)}`],
      [w.hours, w.hoursValue(f)],
      [w.bring, w.bringValue],
    ]),
    w.next,
    `${w.calendar}:\n${link.calendar}`,
    `${w.cancel}:\n${link.cancel}`,
    `— ${brand.name}`,
  ].join('\n\n')
  return queueEmail(db, {
    kind: 'reservation_renter',
    to: r.email,
    subject: w.subjectRenter(r),
    body,
    refTable: 'reservations',
    refId: r.id,
  })
}

export async function renterStatusMail(
  db: Db,
  links: MailLinks,
  r: ReservationRow,
  to: ReservationStatus,
  reason: string | null,
) {
  const w = WORDS[r.lang]
  const link = await renterLinks(links, r)
  const stillActive = to === 'confirmed'
  const body = [
    w.statusBody[to],
    facts([
      [w.code, r.code],
      [w.unit, `${r.unit_code} (${r.unit_label}), ${r.facility_name}`],
      [w.moveIn, day(r.lang, r.move_in_date)],
      [w.reason, reason],
      ...(stillActive ? ([[w.price, w.priceValue(r)]] as [string, string][]) : []),
    ]),
    ...(stillActive ? [`${w.cancel}:\n${link.cancel}`] : []),
    `— ${brand.name}`,
  ].join('\n\n')
  return queueEmail(db, {
    kind: 'reservation_status',
    to: r.email,
    subject: w.subjectStatus(r, w.status[to]),
    body,
    refTable: 'reservations',
    refId: r.id,
  })
}

/** The company's panel users, each in their language; the renter's address is the one to reply to. */
export async function operatorNoticeMails(db: Db, links: MailLinks, r: ReservationRow) {
  const users = await db
    .prepare("SELECT email, lang FROM users WHERE client_id = ? AND role = 'CLIENT' ORDER BY id")
    .bind(r.client_id)
    .all<{ email: string; lang: Lang }>()
  return users.results.map((user) => {
    const lang: Lang = user.lang === 'en' ? 'en' : 'pl'
    const w = WORDS[lang]
    const body = [
      w.operatorIntro(r),
      facts([
        [w.code, r.code],
        [w.renter, `${r.name} <${r.email}>`],
        [w.phone, r.phone],
        [w.moveIn, day(lang, r.move_in_date)],
        [w.price, `${money(lang, r.price_monthly)}`],
        [w.message, r.message],
      ]),
      `${w.open}:\n${links.origin}${panelReservationPath(lang, r.id)}`,
    ].join('\n\n')
    return queueEmail(db, {
      kind: 'reservation_operator',
      to: user.email,
      subject: w.subjectOperator(r),
      body,
      refTable: 'reservations',
      refId: r.id,
    })
  })
}
