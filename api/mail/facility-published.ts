import { ALERT_PATHS } from '../contract/alert-paths'
import { defineTemplate, pick } from './template'

/** Issue 42: the superadmin published the operator's facility; the mail links to its public page. */
export const facilityPublished = defineTemplate<{ facilityName: string; slug: string }>({
  subject: ({ facilityName }, { lang }) =>
    pick(lang, { pl: `Opublikowano obiekt: ${facilityName}`, en: `Your facility is published: ${facilityName}` }),
  blocks: ({ facilityName, slug }, { lang, origin }) => {
    const href = `${origin}${ALERT_PATHS.facility[lang]}/${encodeURIComponent(slug)}`
    return lang === 'en'
      ? [
          { type: 'heading', text: 'Your facility is live' },
          {
            type: 'paragraph',
            text: `We have checked ${facilityName} and published it: renters can find it in search, on the map and on its page.`,
          },
          { type: 'button', label: 'See the public page', href },
          { type: 'note', text: 'Changes you make in the panel from now on appear on the page within seconds.' },
        ]
      : [
          { type: 'heading', text: 'Obiekt jest już widoczny' },
          {
            type: 'paragraph',
            text: `Sprawdziliśmy obiekt ${facilityName} i go opublikowaliśmy: najemcy znajdą go w wyszukiwarce, na mapie i na jego stronie.`,
          },
          { type: 'button', label: 'Zobacz stronę obiektu', href },
          { type: 'note', text: 'Zmiany wprowadzone od teraz w panelu pojawią się na stronie w ciągu kilku sekund.' },
        ]
  },
})
