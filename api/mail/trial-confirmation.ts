import { defineTemplate } from './template'

/** To the company that asked for a trial: received, and what happens next. */
export const trialConfirmation = defineTemplate<{ name: string }>({
  subject: (_, { lang, brand }) =>
    lang === 'en' ? `Your ${brand.name} trial account` : `Twoje konto testowe ${brand.name}`,
  blocks: (d, { lang, brand, origin }) =>
    lang === 'en'
      ? [
          { type: 'heading', text: 'Thank you for your trial request' },
          {
            type: 'paragraph',
            text: `We have received the request for ${d.name}. Within 24 hours we will contact you and send the activation link and login details for ${brand.name}.`,
          },
          { type: 'link', label: 'About the software', href: `${origin}/en/software` },
        ]
      : [
          { type: 'heading', text: 'Dziękujemy za wniosek o konto testowe' },
          {
            type: 'paragraph',
            text: `Otrzymaliśmy wniosek dla: ${d.name}. W ciągu 24 godzin skontaktujemy się z Tobą i prześlemy link aktywacyjny oraz dane logowania do ${brand.name}.`,
          },
          {
            type: 'link',
            label: 'O oprogramowaniu',
            href: `${origin}/pl/oprogramowanie-do-zarzadzania-self-storage`,
          },
        ],
})
