import { emailLinkPath, signinPath } from '../contract/email-link-paths'
import { defineTemplate, pick } from './template'

/**
 * The renter's sign-in link (issue 40, ADR 0088): single use, 15 minutes, the token in the fragment. The token is a
 * credential, so it is never in the data: it travels sealed on the row, as a generated password did, and reaches the
 * template as `secret` only when the mail is sent (the console's copy shows the mask). An operator's or the
 * console's account gets no link (`link: false`): it signs in with its password, and the mail says where. The HTTP
 * answer was the same either way; only the mailbox's owner reads which mail came.
 */
export const signinLink = defineTemplate<{ link: boolean }>({
  subject: (_, { lang, brand }) => pick(lang, { pl: `Logowanie do ${brand.name}`, en: `Sign in to ${brand.name}` }),
  preheader: ({ link }, { lang }) =>
    link
      ? pick(lang, { pl: 'Link działa 15 minut i tylko raz.', en: 'The link works once, for 15 minutes.' })
      : pick(lang, { pl: 'Twoje konto loguje się hasłem.', en: 'Your account signs in with a password.' }),
  blocks: ({ link }, { lang, origin, brand, secret }) => {
    if (!link)
      return lang === 'en'
        ? [
            { type: 'heading', text: 'Sign in with your password' },
            {
              type: 'paragraph',
              text: `Someone asked for a sign-in link for this address. Operator and administrator accounts of ${brand.name} sign in with their password only, so we sent no link.`,
            },
            { type: 'button', label: 'Go to sign-in', href: `${origin}${signinPath(lang)}` },
            { type: 'note', text: 'If this was not you, ignore this message: nothing has changed in your account.' },
          ]
        : [
            { type: 'heading', text: 'Zaloguj się hasłem' },
            {
              type: 'paragraph',
              text: `Ktoś poprosił o link do logowania dla tego adresu. Konta operatorów i administratorów ${brand.name} logują się wyłącznie hasłem, więc nie wysłaliśmy linku.`,
            },
            { type: 'button', label: 'Przejdź do logowania', href: `${origin}${signinPath(lang)}` },
            { type: 'note', text: 'Jeśli to nie Ty, zignoruj tę wiadomość — w Twoim koncie nic się nie zmieniło.' },
          ]
    const href = `${origin}${emailLinkPath(lang, secret ?? '')}`
    return lang === 'en'
      ? [
          { type: 'heading', text: `Sign in to ${brand.name}` },
          {
            type: 'paragraph',
            text: 'Your reservations, inquiries and alerts made with this address are in one place in your account.',
          },
          { type: 'button', label: 'Sign in', href },
          { type: 'paragraph', text: 'The link is valid for 15 minutes and works once.' },
          {
            type: 'note',
            text: 'If this was not you, ignore this message: nobody signs in without this link.',
          },
        ]
      : [
          { type: 'heading', text: `Logowanie do ${brand.name}` },
          {
            type: 'paragraph',
            text: 'Twoje rezerwacje, zapytania i alerty złożone z tego adresu są w jednym miejscu na Twoim koncie.',
          },
          { type: 'button', label: 'Zaloguj się', href },
          { type: 'paragraph', text: 'Link jest ważny 15 minut i działa tylko raz.' },
          {
            type: 'note',
            text: 'Jeśli to nie Ty, zignoruj tę wiadomość — bez tego linku nikt się nie zaloguje.',
          },
        ]
  },
})
