import type { Lang } from '@kernel/lang'
import type { ReservationStatus } from '../contract/reservation-values'

/** What every reservation mail shows of the reservation (the price is the locked one, net). */
export type ReservationFacts = {
  code: string
  facilityName: string
  address: string
  unitCode: string
  unitLabel: string
  priceMonthly: number
  moveInDate: string
  holdUntil: string
}

const VAT_RATE = 0.23
export const money = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { style: 'currency', currency: 'PLN' }).format(value)
export const gross = (net: number) => Math.round(net * (1 + VAT_RATE) * 100) / 100
/** A calendar day in words, read as UTC so no zone moves it. */
export const day = (lang: Lang, date: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

export const STATUS_WORDS: Record<Lang, Record<ReservationStatus, string>> = {
  pl: {
    unconfirmed: 'czeka na potwierdzenie e-mailem',
    pending: 'oczekuje na potwierdzenie',
    confirmed: 'potwierdzona',
    moved_in: 'wprowadzenie zakończone',
    no_show: 'niestawienie się',
    cancelled: 'anulowana',
    expired: 'wygasła',
  },
  en: {
    unconfirmed: 'awaiting e-mail confirmation',
    pending: 'awaiting confirmation',
    confirmed: 'confirmed',
    moved_in: 'moved in',
    no_show: 'no-show',
    cancelled: 'cancelled',
    expired: 'expired',
  },
}

export const LABELS = {
  pl: {
    code: 'Kod rezerwacji',
    unit: 'Jednostka',
    price: 'Cena miesięczna (gwarantowana)',
    moveIn: 'Data wprowadzenia',
    holdUntil: 'Jednostka czeka do',
    address: 'Adres',
    reason: 'Powód',
    cancel: 'Anuluj rezerwację',
  },
  en: {
    code: 'Reservation code',
    unit: 'Unit',
    price: 'Monthly price (guaranteed)',
    moveIn: 'Move-in date',
    holdUntil: 'Held until',
    address: 'Address',
    reason: 'Reason',
    cancel: 'Cancel the reservation',
  },
} as const

export const priceLine = (lang: Lang, net: number) =>
  lang === 'en'
    ? `${money(lang, net)} net (${money(lang, gross(net))} gross)`
    : `${money(lang, net)} netto (${money(lang, gross(net))} brutto)`

/** The facts rows every renter mail starts with. */
export const factRows = (lang: Lang, r: ReservationFacts): [string, string][] => {
  const w = LABELS[lang]
  return [
    [w.code, r.code],
    [w.unit, `${r.unitCode} (${r.unitLabel}), ${r.facilityName}`],
    [w.price, priceLine(lang, r.priceMonthly)],
    [w.moveIn, day(lang, r.moveInDate)],
    [w.holdUntil, day(lang, r.holdUntil)],
    [w.address, r.address],
  ]
}
