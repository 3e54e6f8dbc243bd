import { defineTemplate } from './template'

const SIGN_IN = { pl: '/pl/logowanie', en: '/en/signin' } as const

/**
 * Login details from the console. A generated password is never in the data: it travels sealed on the row and
 * reaches the template as `secret` only when the mail is sent (the console's copy shows the mask).
 */
export const credentials = defineTemplate<{ email: string; newPassword: boolean }>({
  subject: (_, { lang, brand }) =>
    lang === 'en' ? `Your ${brand.name} login details` : `Dane logowania do ${brand.name}`,
  blocks: (d, { lang, brand, origin, secret }) => {
    const password = d.newPassword ? secret : null
    return lang === 'en'
      ? [
          { type: 'heading', text: `Login details for the ${brand.name} panel` },
          {
            type: 'facts',
            rows: [
              ['Login', d.email],
              ['Password', password ?? 'unchanged (use your current password)'],
            ],
          },
          ...(password ? [{ type: 'paragraph' as const, text: 'Change the password after your first sign-in.' }] : []),
          { type: 'button', label: 'Sign in', href: `${origin}${SIGN_IN.en}` },
        ]
      : [
          { type: 'heading', text: `Dane logowania do panelu ${brand.name}` },
          {
            type: 'facts',
            rows: [
              ['Login', d.email],
              ['Hasło', password ?? 'bez zmian (użyj dotychczasowego hasła)'],
            ],
          },
          ...(password ? [{ type: 'paragraph' as const, text: 'Zmień hasło po pierwszym logowaniu.' }] : []),
          { type: 'button', label: 'Zaloguj się', href: `${origin}${SIGN_IN.pl}` },
        ]
  },
})
