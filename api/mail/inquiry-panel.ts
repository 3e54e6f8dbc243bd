import { panelInquiryPath } from '../contract/panel-paths'
import { defineTemplate, pick } from './template'

/** To each panel user of the facility's company, in that user's language: a new inquiry waits in the panel. */
export const inquiryPanel = defineTemplate<{
  inquiryId: number
  facilityName: string
  name: string
  unitCode: string | null
}>({
  subject: ({ facilityName }, { lang }) =>
    pick(lang, { pl: `Nowe zapytanie w panelu: ${facilityName}`, en: `New inquiry in your panel: ${facilityName}` }),
  blocks: (d, { lang, origin }) => {
    const href = `${origin}${panelInquiryPath(lang, d.inquiryId)}`
    return lang === 'en'
      ? [
          { type: 'heading', text: 'New inquiry' },
          {
            type: 'paragraph',
            text: `${d.name} sent an inquiry about ${d.facilityName}${d.unitCode ? ` (unit ${d.unitCode})` : ''}.`,
          },
          { type: 'paragraph', text: 'Open it in the operator panel, reply and mark it as "contacted".' },
          { type: 'button', label: 'Open the inquiry', href },
        ]
      : [
          { type: 'heading', text: 'Nowe zapytanie' },
          {
            type: 'paragraph',
            text: `${d.name} wysłał(a) zapytanie o obiekt ${d.facilityName}${d.unitCode ? ` (jednostka ${d.unitCode})` : ''}.`,
          },
          { type: 'paragraph', text: 'Otwórz je w panelu operatora, odpowiedz i oznacz jako „w kontakcie”.' },
          { type: 'button', label: 'Otwórz zapytanie', href },
        ]
  },
})
