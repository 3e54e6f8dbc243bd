import type { Lang } from '@kernel/lang'
import type { RentalPeriod } from '../contract/forms'

/** What a renter sent, as the inquiry mails list it (operator's notice, renter's copy, platform's copy). */
export type InquiryFields = {
  name: string
  email: string
  phone: string
  sizeM2: number | null
  period: RentalPeriod | null
  unitCode: string | null
  message: string | null
}

/** The form's period choices in mail words (the app's dictionaries are not the API's to import, ADR 0018). */
const PERIODS: Record<Lang, Record<RentalPeriod, string>> = {
  pl: {
    short: 'Krótki (1–3 mies.)',
    medium: 'Średni (3–6 mies.)',
    long: 'Długi (6–12 mies.)',
    indefinite: 'Na czas nieokreślony',
  },
  en: {
    short: 'Short (1–3 months)',
    medium: 'Medium (3–6 months)',
    long: 'Long (6–12 months)',
    indefinite: 'Indefinite',
  },
}

const LABELS = {
  pl: {
    name: 'Imię i nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    size: 'Powierzchnia (m²)',
    period: 'Okres najmu',
    unit: 'Jednostka',
    message: 'Wiadomość',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    size: 'Area (m²)',
    period: 'Rental period',
    unit: 'Unit',
    message: 'Message',
  },
} as const

export function inquiryFacts(
  lang: Lang,
  f: Omit<InquiryFields, 'message'> & { message?: string | null },
): [string, string | number | null][] {
  const l = LABELS[lang]
  return [
    [l.name, f.name],
    [l.email, f.email],
    [l.phone, f.phone],
    [l.size, f.sizeM2],
    [l.period, f.period ? PERIODS[lang][f.period] : null],
    [l.unit, f.unitCode],
    [l.message, f.message ?? null],
  ]
}
