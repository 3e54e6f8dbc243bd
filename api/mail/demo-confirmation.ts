import { slotLabel } from '../contract/forms'
import { defineTemplate } from './template'

/**
 * To the person who asked for a demo (issue 42), in the page's language: received, and when we call, naming the
 * slot they chose ("10:00–11:00") or the whole working day when they chose none. Capped per recipient (ADR 0092):
 * anyone can type anyone's address into the form.
 */
export const demoConfirmation = defineTemplate<{ name: string; contactTime: string | null }>({
  subject: (_, { lang, brand }) =>
    lang === 'en' ? `Your ${brand.name} demo request` : `Twoja prośba o prezentację ${brand.name}`,
  blocks: ({ name, contactTime }, { lang, brand }) => {
    const slot = contactTime ? slotLabel(contactTime) : null
    return lang === 'en'
      ? [
          { type: 'heading', text: `Thank you, ${name}` },
          {
            type: 'paragraph',
            text: slot
              ? `We have received your request for a demo of ${brand.name}. We will call you on a working day in the slot you chose: ${slot} (Polish time).`
              : `We have received your request for a demo of ${brand.name}. We will call you on a working day between 9:00 and 18:00 (Polish time).`,
          },
          { type: 'note', text: 'If you did not ask for a demo, ignore this message.' },
        ]
      : [
          { type: 'heading', text: `Dziękujemy, ${name}` },
          {
            type: 'paragraph',
            text: slot
              ? `Otrzymaliśmy Twoją prośbę o prezentację ${brand.name}. Zadzwonimy w dzień roboczy w wybranych przez Ciebie godzinach: ${slot}.`
              : `Otrzymaliśmy Twoją prośbę o prezentację ${brand.name}. Zadzwonimy w dzień roboczy w godzinach 9:00–18:00.`,
          },
          { type: 'note', text: 'Jeśli to nie Ty prosisz o prezentację, zignoruj tę wiadomość.' },
        ]
  },
})
