import { defineTemplate } from './template'

/** To sales: someone asked for a presentation of the operator software. Reply-To is the requester. */
export const demoRequest = defineTemplate<{
  name: string
  email: string
  phone: string
  contactTime: string | null
  message: string | null
}>({
  subject: (d, { lang }) => (lang === 'en' ? `Demo request: ${d.name}` : `Prośba o prezentację: ${d.name}`),
  blocks: (d, { lang, origin }) =>
    lang === 'en'
      ? [
          { type: 'heading', text: 'New demo request' },
          {
            type: 'facts',
            rows: [
              ['Name', d.name],
              ['E-mail', d.email],
              ['Phone', d.phone],
              ['Preferred time', d.contactTime],
              ['Message', d.message],
            ],
          },
          { type: 'link', label: 'Demo requests in the console', href: `${origin}/admin/inbox/demo-requests` },
        ]
      : [
          { type: 'heading', text: 'Nowa prośba o prezentację' },
          {
            type: 'facts',
            rows: [
              ['Imię i nazwisko', d.name],
              ['E-mail', d.email],
              ['Telefon', d.phone],
              ['Preferowana godzina', d.contactTime],
              ['Wiadomość', d.message],
            ],
          },
          { type: 'link', label: 'Prośby o demo w konsoli', href: `${origin}/admin/inbox/demo-requests` },
        ],
})
