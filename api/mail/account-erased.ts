import { mailbox } from '@kernel/brand'
import { defineTemplate, pick } from './template'

/**
 * The erasure's receipt (issue 40, ADR 0090). Queued before the address is wiped, and it names nobody: no name, no
 * address in its words, only how many records were kept without the person, so the outbox row holds nothing but the
 * recipient, which delivery clears (api/mail/deliver.ts).
 */
export const accountErased = defineTemplate<{ reservations: number; inquiries: number }>({
  subject: (_, { lang, brand }) =>
    pick(lang, { pl: `Twoje dane w ${brand.name} zostały usunięte`, en: `Your ${brand.name} data has been erased` }),
  blocks: ({ reservations, inquiries }, { lang, brand }) =>
    lang === 'en'
      ? [
          { type: 'heading', text: 'Your data has been erased' },
          {
            type: 'paragraph',
            text: `As you asked, we deleted your ${brand.name} account, your alerts and your newsletter subscription, and signed you out everywhere.`,
          },
          {
            type: 'paragraph',
            text: `Your name, e-mail address, phone number and messages were removed from ${reservations} reservation(s) and ${inquiries} inquiry(ies). The operators keep only the facility, unit, price and dates, because they need them for their bookkeeping.`,
          },
          {
            type: 'note',
            text: `If you did not ask for this, write to us at once: ${mailbox('prywatnosc', brand)}.`,
          },
        ]
      : [
          { type: 'heading', text: 'Twoje dane zostały usunięte' },
          {
            type: 'paragraph',
            text: `Zgodnie z Twoją prośbą usunęliśmy konto w ${brand.name}, Twoje alerty i zapis do newslettera oraz wylogowaliśmy Cię na wszystkich urządzeniach.`,
          },
          {
            type: 'paragraph',
            text: `Imię i nazwisko, adres e-mail, telefon i wiadomości usunęliśmy z rezerwacji (${reservations}) i zapytań (${inquiries}). Operatorzy zachowują tylko obiekt, boks, cenę i daty, bo potrzebują ich do rozliczeń.`,
          },
          {
            type: 'note',
            text: `Jeśli to nie Ty, napisz do nas od razu: ${mailbox('prywatnosc', brand)}.`,
          },
        ],
})
