import { type InquiryFields, inquiryFacts } from './inquiry-words'
import { defineTemplate } from './template'

/** To the platform team: an inquiry for a facility without an e-mail, to pass on by phone. */
export const inquiryNoEmail = defineTemplate<
  InquiryFields & { inquiryId: number; facilityName: string; facilityPhone: string | null }
>({
  subject: (d, { lang }) =>
    lang === 'en'
      ? `Inquiry without an operator e-mail: ${d.facilityName}`
      : `Zapytanie bez e-maila operatora: ${d.facilityName}`,
  blocks: (d, { lang, origin }) => {
    const href = `${origin}/admin/inbox/inquiries`
    return lang === 'en'
      ? [
          { type: 'heading', text: `Pass on by phone: ${d.facilityName}` },
          { type: 'facts', rows: [['Facility phone', d.facilityPhone], ...inquiryFacts(lang, d)] },
          { type: 'link', label: 'Inquiries in the console', href },
        ]
      : [
          { type: 'heading', text: `Do przekazania telefonicznie: ${d.facilityName}` },
          { type: 'facts', rows: [['Telefon obiektu', d.facilityPhone], ...inquiryFacts(lang, d)] },
          { type: 'link', label: 'Zapytania w konsoli', href },
        ]
  },
})
