import { LOCALES, type Lang } from '@kernel/lang'
import { formatMoney, gross } from '@kernel/money'
import type { ReservationStatus } from '../contract/reservation-values'
import { sizeLabel } from '../facilities/size-label'

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

/** A calendar day in words, read as UTC so no zone moves it. */
export const day = (lang: Lang, date: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

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

/**
 * The unit's size as the reader writes numbers: the reservation keeps the label as it was ("1,5 m²"), and a plain
 * number of m² is read back from it, so an English mail says "1.5 m²". Any other label is the operator's words.
 */
export const unitSize = (lang: Lang, label: string) =>
  sizeLabel(label, Number.parseFloat(label.replace(',', '.')), lang)

/** "160 zł netto (196,80 zł brutto)", the form the city pages' answers use. */
export const priceLine = (lang: Lang, net: number) =>
  lang === 'en'
    ? `${formatMoney(net, lang)} net (${formatMoney(gross(net), lang)} gross)`
    : `${formatMoney(net, lang)} netto (${formatMoney(gross(net), lang)} brutto)`

/** The facts rows every renter mail starts with. */
export const factRows = (lang: Lang, r: ReservationFacts): [string, string][] => {
  const w = LABELS[lang]
  return [
    [w.code, r.code],
    [w.unit, `${r.unitCode} (${unitSize(lang, r.unitLabel)}), ${r.facilityName}`],
    [w.price, priceLine(lang, r.priceMonthly)],
    [w.moveIn, day(lang, r.moveInDate)],
    [w.holdUntil, day(lang, r.holdUntil)],
    [w.address, r.address],
  ]
}
