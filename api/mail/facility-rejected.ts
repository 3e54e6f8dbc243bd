import { PANEL_SEGMENTS } from '../contract/panel-paths'
import { defineTemplate, pick } from './template'

/**
 * Issue 42: the superadmin did not publish the operator's facility. The reason is the superadmin's own words (one
 * line, checked by the reason's schema); the link opens the facility in the panel, where it can be fixed and
 * submitted again.
 */
export const facilityRejected = defineTemplate<{ facilityName: string; facilityId: number; reason: string }>({
  subject: ({ facilityName }, { lang }) =>
    pick(lang, {
      pl: `Obiekt wymaga poprawek: ${facilityName}`,
      en: `Your facility needs changes: ${facilityName}`,
    }),
  blocks: ({ facilityName, facilityId, reason }, { lang, origin }) => {
    const href = `${origin}/${lang}/${PANEL_SEGMENTS.panelListing[lang]}?facilityId=${facilityId}`
    return lang === 'en'
      ? [
          { type: 'heading', text: 'We could not publish your facility yet' },
          { type: 'paragraph', text: `We have looked at ${facilityName} and it needs changes before it goes live.` },
          { type: 'facts', rows: [['Reason', reason]] },
          { type: 'button', label: 'Fix it in the panel', href },
          { type: 'note', text: 'When it is ready, submit it for publication again from the same page.' },
        ]
      : [
          { type: 'heading', text: 'Nie możemy jeszcze opublikować obiektu' },
          {
            type: 'paragraph',
            text: `Sprawdziliśmy obiekt ${facilityName}: przed publikacją wymaga poprawek.`,
          },
          { type: 'facts', rows: [['Powód', reason]] },
          { type: 'button', label: 'Popraw w panelu', href },
          { type: 'note', text: 'Gdy będzie gotowy, zgłoś go ponownie do publikacji z tej samej strony.' },
        ]
  },
})
