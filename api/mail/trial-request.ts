import { defineTemplate } from './template'

/** To sales: a company asked for a trial account. Reply-To is the requester. */
export const trialRequest = defineTemplate<{
  name: string
  nip: string
  address: string
  email: string
  phone: string
}>({
  subject: (d, { lang }) => (lang === 'en' ? `New trial account: ${d.name}` : `Nowe konto testowe: ${d.name}`),
  blocks: (d, { lang, origin }) =>
    lang === 'en'
      ? [
          { type: 'heading', text: 'New trial request' },
          { type: 'paragraph', text: 'Send the activation link and login details within 24 hours.' },
          {
            type: 'facts',
            rows: [
              ['Company / name', d.name],
              ['Tax ID (NIP/VAT)', d.nip],
              ['Address', d.address],
              ['E-mail', d.email],
              ['Phone', d.phone],
            ],
          },
          { type: 'link', label: 'Trial requests in the console', href: `${origin}/admin/inbox/trial-requests` },
        ]
      : [
          { type: 'heading', text: 'Nowy wniosek o konto testowe' },
          { type: 'paragraph', text: 'Wyślij link aktywacyjny i dane logowania w ciągu 24 godzin.' },
          {
            type: 'facts',
            rows: [
              ['Firma / imię i nazwisko', d.name],
              ['NIP/VAT', d.nip],
              ['Adres', d.address],
              ['E-mail', d.email],
              ['Telefon', d.phone],
            ],
          },
          { type: 'link', label: 'Wnioski o konto testowe w konsoli', href: `${origin}/admin/inbox/trial-requests` },
        ],
})
