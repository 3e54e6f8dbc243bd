import { ALERT_PATHS } from '../contract/alert-paths'
import { type DescribedSearch, describeSearch } from '../contract/alert-words'
import { defineTemplate, pick } from './template'

/** Double opt-in of a saved search (issue 27): the single-use link, its token in the fragment. */
export const alertConfirm = defineTemplate<{ token: string; search: DescribedSearch }>({
  subject: (_, { lang, brand }) =>
    pick(lang, {
      pl: `Potwierdź alert ${brand.name} o nowych boksach`,
      en: `Confirm your ${brand.name} storage alert`,
    }),
  preheader: (_, { lang }) =>
    pick(lang, { pl: 'Jedno kliknięcie i zaczniemy szukać.', en: 'One click and we start looking.' }),
  blocks: ({ token, search }, { lang, origin }) => {
    const href = `${origin}${ALERT_PATHS.confirm[lang]}#token=${token}`
    const words = describeSearch(search, lang)
    return lang === 'en'
      ? [
          { type: 'heading', text: 'Confirm your alert' },
          {
            type: 'paragraph',
            text: `We will e-mail you when a matching unit becomes available or cheaper: ${words}.`,
          },
          { type: 'button', label: 'Confirm alert', href },
          {
            type: 'paragraph',
            text: 'The link is valid for 48 hours. The alert ends after 90 days unless you renew it.',
          },
          {
            type: 'note',
            text: 'If this was not you, ignore this message: without confirmation we will send nothing more.',
          },
        ]
      : [
          { type: 'heading', text: 'Potwierdź alert' },
          { type: 'paragraph', text: `Napiszemy, gdy pasujący boks się zwolni lub stanieje: ${words}.` },
          { type: 'button', label: 'Potwierdź alert', href },
          { type: 'paragraph', text: 'Link jest ważny 48 godzin. Alert wygasa po 90 dniach, chyba że go odnowisz.' },
          {
            type: 'note',
            text: 'Jeśli to nie Ty, zignoruj tę wiadomość — bez potwierdzenia nie wyślemy niczego więcej.',
          },
        ]
  },
})
