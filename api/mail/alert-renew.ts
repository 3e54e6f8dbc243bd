import { alertManageUrl, alertOneClickUrl } from '../contract/alert-paths'
import { type DescribedSearch, describeSearch } from '../contract/alert-words'
import { defineTemplate, pick } from './template'

/** Data minimisation (issue 27): a week before a saved search's 90 days end, one mail offers to renew it. */
export const alertRenew = defineTemplate<{
  searchId: number
  token: string
  search: DescribedSearch
  expiresOn: string
}>({
  subject: (_, { lang }) => pick(lang, { pl: 'Twój alert wkrótce wygaśnie', en: 'Your storage alert ends soon' }),
  blocks: ({ searchId, token, search, expiresOn }, { lang, origin }) => {
    const href = alertManageUrl(origin, lang, searchId, token)
    const words = describeSearch(search, lang)
    return lang === 'en'
      ? [
          { type: 'heading', text: 'Renew your alert?' },
          { type: 'paragraph', text: `Your alert (${words}) ends on ${expiresOn}. After that we delete it.` },
          { type: 'button', label: 'Renew for 90 days', href },
          { type: 'note', text: 'If you do nothing, the alert and your address stored with it are deleted.' },
        ]
      : [
          { type: 'heading', text: 'Odnowić alert?' },
          { type: 'paragraph', text: `Twój alert (${words}) wygaśnie ${expiresOn}. Potem go usuniemy.` },
          { type: 'button', label: 'Odnów na 90 dni', href },
          { type: 'note', text: 'Jeśli nic nie zrobisz, alert i zapisany z nim adres zostaną usunięte.' },
        ]
  },
  unsubscribeUrl: ({ searchId, token }, { lang, origin }) => alertOneClickUrl(origin, lang, searchId, token),
  unsubscribeLabel: ({ lang }) => pick(lang, { pl: 'Wyłącz ten alert', en: 'Turn off this alert' }),
})
