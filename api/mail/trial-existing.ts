import { signinPath } from '../contract/email-link-paths'
import { PASSWORD_SEGMENTS } from '../contract/password-paths'
import { defineTemplate } from './template'

/**
 * To the owner of an address or NIP that already has an account, when someone asks for a trial with it (issue 42).
 * The form answers the same as for a new company, so this mail is the only place that says an account exists: its
 * reader owns the account. It carries no link that signs anyone in, only the sign-in and reset pages.
 */
export const trialExisting = defineTemplate<{ reason: 'email' | 'nip' }>({
  subject: (_, { lang, brand }) =>
    lang === 'en' ? `You already have a ${brand.name} account` : `Masz już konto w ${brand.name}`,
  blocks: ({ reason }, { lang, origin }) => {
    const signIn = `${origin}${signinPath(lang)}`
    const reset = `${origin}/${lang}/${PASSWORD_SEGMENTS.signinReset[lang]}`
    return lang === 'en'
      ? [
          { type: 'heading', text: 'Someone asked for a trial with your details' },
          {
            type: 'paragraph',
            text:
              reason === 'email'
                ? 'A trial was requested with your e-mail address, which already has an account with us. We have not opened another one.'
                : "A trial was requested with your company's tax ID (NIP), which already has an account with us. We have not opened another one.",
          },
          { type: 'paragraph', text: 'If it was you, sign in; if you do not remember your password, set a new one.' },
          { type: 'button', label: 'Sign in', href: signIn },
          { type: 'link', label: 'Set a new password', href: reset },
          { type: 'note', text: 'If it was not you, ignore this message: nothing has changed in your account.' },
        ]
      : [
          { type: 'heading', text: 'Ktoś poprosił o okres próbny z Twoimi danymi' },
          {
            type: 'paragraph',
            text:
              reason === 'email'
                ? 'Wniosek o okres próbny podał Twój adres e-mail, który ma już u nas konto. Nie zakładaliśmy drugiego.'
                : 'Wniosek o okres próbny podał NIP Twojej firmy, która ma już u nas konto. Nie zakładaliśmy drugiego.',
          },
          { type: 'paragraph', text: 'Jeśli to Ty, zaloguj się; jeśli nie pamiętasz hasła, ustaw nowe.' },
          { type: 'button', label: 'Zaloguj się', href: signIn },
          { type: 'link', label: 'Ustaw nowe hasło', href: reset },
          { type: 'note', text: 'Jeśli to nie Ty, zignoruj tę wiadomość: w Twoim koncie nic się nie zmieniło.' },
        ]
  },
})
