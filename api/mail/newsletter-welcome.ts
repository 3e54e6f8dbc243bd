import { defineTemplate, pick } from './template'
import { oneClickUrl } from './newsletter-paths'

/** Double opt-in, step two; newsletter mail, so it carries the one-click unsubscribe headers. */
export const newsletterWelcome = defineTemplate<{ subscriptionId: number; unsubscribeToken: string }>({
  subject: (_, { lang, brand }) =>
    pick(lang, { pl: `Witamy w newsletterze ${brand.name}`, en: `Welcome to the ${brand.name} newsletter` }),
  unsubscribeUrl: (data, { lang, origin }) =>
    oneClickUrl(origin, { lang, id: data.subscriptionId, token: data.unsubscribeToken }),
  blocks: (_, { lang, origin }) =>
    lang === 'en'
      ? [
          { type: 'heading', text: 'Subscription confirmed' },
          { type: 'paragraph', text: 'Expect self-storage news once a month.' },
          { type: 'link', label: 'Browse storage near you', href: `${origin}/en/facilities` },
          { type: 'note', text: 'You can unsubscribe at any time with the link below.' },
        ]
      : [
          { type: 'heading', text: 'Zapis potwierdzony' },
          { type: 'paragraph', text: 'Nowości z rynku self storage raz w miesiącu.' },
          { type: 'link', label: 'Znajdź magazyn w pobliżu', href: `${origin}/pl/magazyny-self-storage` },
          { type: 'note', text: 'W każdej chwili możesz się wypisać linkiem poniżej.' },
        ],
})
