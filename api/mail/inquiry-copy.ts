import { type InquiryFields, inquiryFacts } from './inquiry-words'
import { defineTemplate } from './template'

/** The facility as the renter's copy names it: how to reach it while waiting for an answer. */
type Facility = { name: string; slug: string; phone: string | null; address: string }

const FACILITY_PATH = { pl: '/pl/magazyn-self-storage/', en: '/en/self-storage-facility/' } as const

/**
 * To the address typed into the form: what was sent, to which facility, what happens next, and the facility's phone
 * and address. Anyone can type anyone's address, so the message is not repeated here (it is the operator's alone,
 * issue 41): the copy carries only what its reader needs.
 */
export const inquiryCopy = defineTemplate<
  Omit<InquiryFields, 'message'> & { facility: Facility; hasOperatorEmail: boolean }
>({
  subject: (d, { lang }) =>
    lang === 'en' ? `Your inquiry to ${d.facility.name}` : `Twoje zapytanie do ${d.facility.name}`,
  preheader: (_, { lang }) =>
    lang === 'en'
      ? 'The operator will contact you, usually within one business day.'
      : 'Operator skontaktuje się z Tobą, zwykle w ciągu jednego dnia roboczego.',
  blocks: (d, { lang, origin }) => {
    const href = `${origin}${FACILITY_PATH[lang]}${encodeURIComponent(d.facility.slug)}`
    const facility: [string, string | null][] =
      lang === 'en'
        ? [
            ['Facility', d.facility.name],
            ['Address', d.facility.address],
            ['Phone', d.facility.phone],
          ]
        : [
            ['Obiekt', d.facility.name],
            ['Adres', d.facility.address],
            ['Telefon', d.facility.phone],
          ]
    return lang === 'en'
      ? [
          { type: 'heading', text: 'We have passed on your inquiry' },
          {
            type: 'paragraph',
            text: d.hasOperatorEmail
              ? `Your inquiry has gone to ${d.facility.name}. What happens next: the operator will contact you by phone or e-mail, usually within one business day, about availability and the price.`
              : `Your inquiry about ${d.facility.name} is with our team, who will pass it on to the operator by phone. The operator will then contact you, usually within one business day.`,
          },
          {
            type: 'paragraph',
            text: 'In a hurry? Call the facility directly:',
          },
          { type: 'facts', rows: facility },
          { type: 'heading', text: 'What you sent' },
          { type: 'facts', rows: inquiryFacts(lang, { ...d, message: null }) },
          { type: 'link', label: 'The facility page', href },
          { type: 'note', text: 'You are receiving this message because this address was given in an inquiry form.' },
        ]
      : [
          { type: 'heading', text: 'Przekazaliśmy Twoje zapytanie' },
          {
            type: 'paragraph',
            text: d.hasOperatorEmail
              ? `Twoje zapytanie trafiło do obiektu ${d.facility.name}. Co dalej: operator skontaktuje się z Tobą telefonicznie lub mailowo, zwykle w ciągu jednego dnia roboczego, w sprawie dostępności i ceny.`
              : `Twoje zapytanie o obiekt ${d.facility.name} trafiło do naszego zespołu, który przekaże je operatorowi telefonicznie. Operator skontaktuje się z Tobą, zwykle w ciągu jednego dnia roboczego.`,
          },
          { type: 'paragraph', text: 'Pilna sprawa? Zadzwoń bezpośrednio do obiektu:' },
          { type: 'facts', rows: facility },
          { type: 'heading', text: 'Co wysłałeś(-aś)' },
          { type: 'facts', rows: inquiryFacts(lang, { ...d, message: null }) },
          { type: 'link', label: 'Strona obiektu', href },
          { type: 'note', text: 'Otrzymujesz tę wiadomość, ponieważ ten adres podano w formularzu zapytania.' },
        ]
  },
})
