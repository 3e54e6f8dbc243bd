import { LOCALES, TIME_ZONE } from '@kernel/lang'
import { reviewLinkPath } from '../contract/review-paths'
import { defineTemplate, pick } from './template'

/**
 * The invitation to review a stay (issue 43, ADR 0098), 7 days after the operator marked it moved in, in the
 * reservation's language. Like a password reset's, the token never sits in the row's data: it travels sealed and
 * reaches the template as `secret` only when the mail is sent, so the console's copy shows the mask.
 */
export const reviewInvitation = defineTemplate<{ facilityName: string; movedInOn: string; days: number }>({
  subject: ({ facilityName }, { lang }) =>
    pick(lang, { pl: `Jak było w ${facilityName}? Oceń swój pobyt`, en: `How was ${facilityName}? Review your stay` }),
  preheader: (_, { lang }) =>
    pick(lang, {
      pl: 'Twoja opinia pomoże innym wybrać magazyn.',
      en: 'Your review helps others choose a storage unit.',
    }),
  blocks: ({ facilityName, movedInOn, days }, { lang, origin, secret }) => {
    const href = `${origin}${reviewLinkPath(lang, secret ?? '')}`
    const date = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
      new Date(`${movedInOn}T12:00:00Z`),
    )
    return lang === 'en'
      ? [
          { type: 'heading', text: `How was ${facilityName}?` },
          {
            type: 'paragraph',
            text: `You moved in on ${date}. Tell others what renting there is like: a score and a few sentences are enough.`,
          },
          { type: 'button', label: 'Write a review', href },
          {
            type: 'paragraph',
            text: `The link works once and is valid for ${days} days. Your review is published with your first name and initial, marked as a verified stay.`,
          },
          { type: 'note', text: 'You get this message because you rented a unit through us. We will not ask again.' },
        ]
      : [
          { type: 'heading', text: `Jak było w ${facilityName}?` },
          {
            type: 'paragraph',
            text: `Wprowadzenie: ${date}. Napisz innym, jak się tam wynajmuje: wystarczy ocena i kilka zdań.`,
          },
          { type: 'button', label: 'Napisz opinię', href },
          {
            type: 'paragraph',
            text: `Link działa jeden raz i jest ważny ${days} dni. Opinia ukaże się z Twoim imieniem i inicjałem nazwiska, oznaczona jako zweryfikowany pobyt.`,
          },
          {
            type: 'note',
            text: 'Dostajesz tę wiadomość, bo wynająłeś(-aś) u nas boks. Nie zapytamy ponownie.',
          },
        ]
  },
})
