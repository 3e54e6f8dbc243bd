import { NEWSLETTER_PATHS } from '../contract/newsletter-paths'
import { defineTemplate, pick } from './template'

/** Double opt-in, step one: the single-use link (its token in the fragment, see NEWSLETTER_PATHS). */
export const newsletterConfirm = defineTemplate<{ token: string }>({
  subject: (_, { lang, brand }) =>
    pick(lang, {
      pl: `Potwierdź zapis do newslettera ${brand.name}`,
      en: `Confirm your ${brand.name} newsletter subscription`,
    }),
  preheader: (_, { lang }) => pick(lang, { pl: 'Jedno kliknięcie i gotowe.', en: 'One click and you are done.' }),
  blocks: ({ token }, { lang, origin, brand }) => {
    const href = `${origin}${NEWSLETTER_PATHS.confirm[lang]}#token=${token}`
    return lang === 'en'
      ? [
          { type: 'heading', text: 'Confirm your subscription' },
          { type: 'paragraph', text: `Thank you for subscribing to the ${brand.name} newsletter.` },
          { type: 'button', label: 'Confirm subscription', href },
          { type: 'paragraph', text: 'The link is valid for 48 hours.' },
          {
            type: 'note',
            text: 'If this was not you, ignore this message: without confirmation we will not send you anything else.',
          },
        ]
      : [
          { type: 'heading', text: 'Potwierdź zapis' },
          { type: 'paragraph', text: `Dziękujemy za zapis do newslettera ${brand.name}.` },
          { type: 'button', label: 'Potwierdź zapis', href },
          { type: 'paragraph', text: 'Link jest ważny 48 godzin.' },
          {
            type: 'note',
            text: 'Jeśli to nie Ty, zignoruj tę wiadomość — bez potwierdzenia nie wyślemy Ci niczego więcej.',
          },
        ]
  },
})
