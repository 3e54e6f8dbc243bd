import { brand, mailbox } from '@kernel/brand'

/** A legal document as data: numbered sections of paragraphs and optional bullet lists. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; list?: string[] }
export type LegalDoc = { updated: string; sections: LegalSection[] }

export const COMPANY = {
  name: `${brand.name} sp. z o.o.`,
  address: 'ul. Magazynowa 12, 02-652 Warszawa',
  privacyEmail: mailbox('prywatnosc'),
} as const
