import { PANEL_SEGMENTS } from '../contract/panel-paths'
import { defineTemplate, pick } from './template'

/** How much of the review the mail quotes: enough to decide whether to reply; the panel shows it whole. */
export const QUOTED_CHARS = 300

/**
 * Issue 43: a renter reviewed a stay at the operator's facility, and it is already public. The operator may reply
 * once, publicly, from the panel, or report it with a reason; the mail names the facility, the score and the start
 * of the text, and links to the panel's reviews. To the company's panel users, each in their language.
 */
export const reviewReceived = defineTemplate<{ facilityName: string; score: number; author: string; body: string }>({
  subject: ({ facilityName, score }, { lang }) =>
    pick(lang, {
      pl: `Nowa opinia (${score}/5): ${facilityName}`,
      en: `New review (${score}/5): ${facilityName}`,
    }),
  blocks: ({ facilityName, score, author, body }, { lang, origin }) => {
    const href = `${origin}/${lang}/${PANEL_SEGMENTS.panelReviews[lang]}`
    const quoted = body.length > QUOTED_CHARS ? `${body.slice(0, QUOTED_CHARS).trimEnd()}…` : body
    return lang === 'en'
      ? [
          { type: 'heading', text: `A renter reviewed ${facilityName}` },
          { type: 'paragraph', text: 'The review comes from a verified stay and is already on the facility’s page.' },
          {
            type: 'facts',
            rows: [
              ['Score', `${score}/5`],
              ['Author', author],
              ['Review', quoted],
            ],
          },
          { type: 'button', label: 'Reply in the panel', href },
          { type: 'note', text: 'You can reply once, publicly, or report a review that breaks the rules.' },
        ]
      : [
          { type: 'heading', text: `Najemca wystawił opinię obiektowi ${facilityName}` },
          {
            type: 'paragraph',
            text: 'Opinia pochodzi ze zweryfikowanego pobytu i jest już widoczna na stronie obiektu.',
          },
          {
            type: 'facts',
            rows: [
              ['Ocena', `${score}/5`],
              ['Autor', author],
              ['Opinia', quoted],
            ],
          },
          { type: 'button', label: 'Odpowiedz w panelu', href },
          { type: 'note', text: 'Możesz odpowiedzieć raz, publicznie, albo zgłosić opinię, która łamie zasady.' },
        ]
  },
})
