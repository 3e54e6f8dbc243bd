import type { InboxKind } from '../contract'

export const INBOX_TITLES: Record<InboxKind, string> = {
  inquiries: 'Zapytania o obiekty',
  'demo-requests': 'Prośby o demo',
  'trial-requests': 'Wnioski o okres próbny',
  newsletter: 'Zapisy do newslettera',
  outbox: 'Wysłane wiadomości (skrzynka nadawcza)',
}

/** Column key → header. Keys are the API's camelCase columns (spec §3 entities). */
export const INBOX_COLUMNS: Record<InboxKind, [string, string][]> = {
  inquiries: [['createdAt', 'Data'], ['facilityName', 'Obiekt'], ['name', 'Imię'], ['email', 'E-mail'], ['phone', 'Telefon'], ['sizeM2', 'm²'], ['period', 'Okres'], ['message', 'Wiadomość'], ['status', 'Status'], ['stage', 'Status u operatora']],
  'demo-requests': [['createdAt', 'Data'], ['name', 'Imię'], ['email', 'E-mail'], ['phone', 'Telefon'], ['contactTime', 'Godzina kontaktu'], ['message', 'Wiadomość'], ['spam', 'Spam']],
  'trial-requests': [['createdAt', 'Data'], ['name', 'Nazwa'], ['nip', 'NIP'], ['city', 'Miasto'], ['country', 'Kraj'], ['email', 'E-mail'], ['phone', 'Telefon'], ['spam', 'Spam']],
  newsletter: [['createdAt', 'Data'], ['email', 'E-mail'], ['lang', 'Język'], ['subscriptionStatus', 'Status']],
  outbox: [['createdAt', 'Data'], ['kind', 'Rodzaj'], ['toEmail', 'Odbiorca'], ['subject', 'Temat'], ['body', 'Treść'], ['sentAt', 'Wysłano']],
}

const SQL_TIME = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?$/

/** D1 timestamps are UTC without a zone; shown in Polish time, the same on server and browser. */
export function formatCell(key: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  if (key === 'spam') return value ? 'tak' : 'nie'
  // The operator panel's stages (issue 19), as the operator sees them.
  if (key === 'stage') return ({ new: 'nowe', contacted: 'w kontakcie', rented: 'wynajęte', closed: 'zamknięte' } as Record<string, string>)[String(value)] ?? String(value)
  if (key === 'subscriptionStatus') return value === 'confirmed' ? 'potwierdzony' : 'oczekuje na potwierdzenie'
  if (typeof value === 'string' && SQL_TIME.test(value)) {
    return new Date(`${value.replace(' ', 'T')}Z`).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' })
  }
  return String(value)
}
