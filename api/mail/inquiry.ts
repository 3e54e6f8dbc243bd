import { panelInquiryPath } from '../contract/panel-paths'
import { type InquiryFields, inquiryFacts } from './inquiry-words'
import { defineTemplate } from './template'

/**
 * To the facility's address: a renter's inquiry. Sent with Reply-To = the renter (the queueing code sets it), so
 * "Reply" in any mail client answers the renter; the link opens it in the operator panel.
 */
export const inquiry = defineTemplate<InquiryFields & { inquiryId: number; facilityName: string }>({
  subject: (d, { lang }) =>
    lang === 'en' ? `New inquiry: ${d.facilityName} — ${d.name}` : `Nowe zapytanie: ${d.facilityName} — ${d.name}`,
  preheader: (d, { lang }) =>
    lang === 'en' ? `${d.name} asks about ${d.facilityName}.` : `${d.name} pyta o ${d.facilityName}.`,
  blocks: (d, { lang, origin }) => {
    const href = `${origin}${panelInquiryPath(lang, d.inquiryId)}`
    return lang === 'en'
      ? [
          { type: 'heading', text: `New inquiry about ${d.facilityName}` },
          { type: 'paragraph', text: `${d.name} sent an inquiry. Reply to this e-mail to write back to them.` },
          { type: 'facts', rows: inquiryFacts(lang, d) },
          { type: 'button', label: 'Open the inquiry in the panel', href },
        ]
      : [
          { type: 'heading', text: `Nowe zapytanie o ${d.facilityName}` },
          {
            type: 'paragraph',
            text: `${d.name} wysłał(a) zapytanie. Odpowiedz na tę wiadomość, aby napisać do tej osoby.`,
          },
          { type: 'facts', rows: inquiryFacts(lang, d) },
          { type: 'button', label: 'Otwórz zapytanie w panelu', href },
        ]
  },
})
