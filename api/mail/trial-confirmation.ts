import { activationLinkPath } from '../contract/password-paths'
import { defineTemplate } from './template'

/**
 * To the company that asked for a trial (issue 42): its account exists, and "Aktywuj konto" sets the password and
 * starts the 30 days. The link's token travels sealed on the row and reaches the template as `secret` only when the
 * mail is sent, like the set-password link (ADR 0089). Rows queued before issue 42 carry no `hours` and keep the
 * old words: they had no link.
 */
export const trialConfirmation = defineTemplate<{ name: string; hours?: number }>({
  subject: (_, { lang, brand }) =>
    lang === 'en' ? `Your ${brand.name} trial account` : `Twoje konto testowe ${brand.name}`,
  preheader: (_, { lang }) =>
    lang === 'en'
      ? 'Set your password to start the 30-day trial.'
      : 'Ustaw hasło, aby rozpocząć 30-dniowy okres próbny.',
  blocks: (d, { lang, brand, origin, secret }) => {
    if (d.hours === undefined) return before42(d.name, lang, brand.name, origin)
    const href = `${origin}${activationLinkPath(lang, secret ?? '')}`
    return lang === 'en'
      ? [
          { type: 'heading', text: `Your ${brand.name} trial account is ready` },
          {
            type: 'paragraph',
            text: `We have opened a trial account for ${d.name}. Set your password with the button below: the 30-day trial starts then, and you land in your operator panel.`,
          },
          { type: 'button', label: 'Activate your account', href },
          { type: 'paragraph', text: `The link works once and is valid for ${d.hours} hours.` },
          { type: 'note', text: 'If you did not ask for a trial, ignore this message: the account stays inactive.' },
        ]
      : [
          { type: 'heading', text: `Twoje konto testowe ${brand.name} jest gotowe` },
          {
            type: 'paragraph',
            text: `Założyliśmy konto testowe dla: ${d.name}. Ustaw hasło przyciskiem poniżej: wtedy zacznie się 30-dniowy okres próbny, a Ty trafisz do panelu operatora.`,
          },
          { type: 'button', label: 'Aktywuj konto', href },
          { type: 'paragraph', text: `Link działa jeden raz i jest ważny ${d.hours} godzin.` },
          {
            type: 'note',
            text: 'Jeśli to nie Ty prosisz o okres próbny, zignoruj tę wiadomość: konto pozostanie nieaktywne.',
          },
        ]
  },
})

function before42(name: string, lang: 'pl' | 'en', brandName: string, origin: string) {
  return lang === 'en'
    ? [
        { type: 'heading' as const, text: 'Thank you for your trial request' },
        {
          type: 'paragraph' as const,
          text: `We have received the request for ${name}. Within 24 hours we will contact you and send the activation link and login details for ${brandName}.`,
        },
        { type: 'link' as const, label: 'About the software', href: `${origin}/en/software` },
      ]
    : [
        { type: 'heading' as const, text: 'Dziękujemy za wniosek o konto testowe' },
        {
          type: 'paragraph' as const,
          text: `Otrzymaliśmy wniosek dla: ${name}. W ciągu 24 godzin skontaktujemy się z Tobą i prześlemy link aktywacyjny oraz dane logowania do ${brandName}.`,
        },
        {
          type: 'link' as const,
          label: 'O oprogramowaniu',
          href: `${origin}/pl/oprogramowanie-do-zarzadzania-self-storage`,
        },
      ]
}
