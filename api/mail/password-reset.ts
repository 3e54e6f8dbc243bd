import { passwordLinkPath } from '../contract/password-paths'
import { defineTemplate, pick } from './template'

/**
 * A password reset's link (issue 40, ADR 0089). The token never sits in the row's data: it travels sealed, like
 * the console's old generated passwords, and reaches the template as `secret` only when the mail is sent, so the
 * console's copy of the mail shows the mask. Valid an hour, once; it opens the reset page, whose button sets the
 * new password.
 */
export const passwordReset = defineTemplate<{ minutes: number }>({
  subject: (_, { lang, brand }) =>
    pick(lang, { pl: `Ustaw nowe hasło do ${brand.name}`, en: `Set a new ${brand.name} password` }),
  preheader: (_, { lang }) =>
    pick(lang, {
      pl: 'Ktoś poprosił o nowe hasło do Twojego konta.',
      en: 'Someone asked for a new password for your account.',
    }),
  blocks: ({ minutes }, { lang, origin, secret }) => {
    const href = `${origin}${passwordLinkPath(lang, secret ?? '')}`
    return lang === 'en'
      ? [
          { type: 'heading', text: 'Set a new password' },
          { type: 'paragraph', text: 'Open the link and choose a new password for your account.' },
          { type: 'button', label: 'Set a new password', href },
          { type: 'paragraph', text: `The link works once and is valid for ${minutes} minutes.` },
          { type: 'note', text: 'If you did not ask for this, ignore this message: your password stays as it is.' },
        ]
      : [
          { type: 'heading', text: 'Ustaw nowe hasło' },
          { type: 'paragraph', text: 'Otwórz link i wybierz nowe hasło do swojego konta.' },
          { type: 'button', label: 'Ustaw nowe hasło', href },
          { type: 'paragraph', text: `Link działa jeden raz i jest ważny ${minutes} minut.` },
          {
            type: 'note',
            text: 'Jeśli to nie Ty prosisz o zmianę, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
          },
        ]
  },
})
