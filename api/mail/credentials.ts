import { passwordLinkPath } from '../contract/password-paths'
import { defineTemplate } from './template'

/**
 * The console's "Wyślij dane logowania" (issue 40, ADR 0089): the login and a single-use link to set a password,
 * never a password. The link's token travels sealed on the row and reaches the template as `secret` only when the
 * mail is sent (the console's copy shows the mask).
 */
export const credentials = defineTemplate<{ email: string; hours: number }>({
  subject: (_, { lang, brand }) =>
    lang === 'en' ? `Your ${brand.name} login details` : `Dane logowania do ${brand.name}`,
  blocks: (d, { lang, brand, origin, secret }) => {
    const href = `${origin}${passwordLinkPath(lang, secret ?? '', true)}`
    return lang === 'en'
      ? [
          { type: 'heading', text: `Login details for the ${brand.name} panel` },
          { type: 'facts', rows: [['Login', d.email]] },
          { type: 'paragraph', text: 'Set your password with the link below; then sign in with it.' },
          { type: 'button', label: 'Set your password', href },
          { type: 'paragraph', text: `The link works once and is valid for ${d.hours} hours.` },
        ]
      : [
          { type: 'heading', text: `Dane logowania do panelu ${brand.name}` },
          { type: 'facts', rows: [['Login', d.email]] },
          { type: 'paragraph', text: 'Ustaw swoje hasło, korzystając z linku poniżej; potem zaloguj się nim.' },
          { type: 'button', label: 'Ustaw hasło', href },
          { type: 'paragraph', text: `Link działa jeden raz i jest ważny ${d.hours} godzin.` },
        ]
  },
})
