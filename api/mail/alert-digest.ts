import { ALERT_PATHS, alertManageUrl, alertOneClickUrl } from '../contract/alert-paths'
import { type DescribedSearch, describeSearch } from '../contract/alert-words'
import { type Block, defineTemplate, pick } from './template'

/** One unit in an alert mail: where, how big, the price now and, where it dropped, the price before. */
export type AlertUnit = {
  facility: string
  slug: string
  city: string
  sizeM2: number
  price: number
  oldPrice: number | null
  distanceKm: number
}

type Data = {
  searchId: number
  /** The HMAC link token (api/alerts/tokens.ts): manage and one-click unsubscribe. */
  token: string
  search: DescribedSearch
  /** The list page's query of the search. */
  query: string
  units: AlertUnit[]
  /** Matches beyond those listed. */
  more: number
}

const LOCALE = { pl: 'pl-PL', en: 'en-GB' } as const

/** The alert (issue 27): matching units that became available or cheaper, at most one such mail a day. */
export const alertDigest = defineTemplate<Data>({
  subject: ({ units }, { lang }) => {
    const rules = new Intl.PluralRules(LOCALE[lang])
    const form = rules.select(units.length)
    const pl = { one: 'pasujący boks', few: 'pasujące boksy', many: 'pasujących boksów', other: 'pasującego boksu' }
    return pick(lang, {
      pl: `Nowe boksy dla Ciebie: ${units.length} ${pl[form as keyof typeof pl] ?? pl.many}`,
      en: `New storage for you: ${units.length} matching ${form === 'one' ? 'unit' : 'units'}`,
    })
  },
  preheader: ({ search }, { lang }) => describeSearch(search, lang),
  blocks: (data, { lang, origin }) => {
    const money = (n: number) => `${new Intl.NumberFormat(LOCALE[lang]).format(n)} zł`
    const num = (n: number) => new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 1 }).format(n)
    const w = pick(lang, {
      pl: {
        heading: 'Pasujące boksy',
        intro: 'Te boksy zwolniły się lub potaniały i pasują do Twojego wyszukiwania',
        size: 'Wielkość',
        price: 'Cena',
        was: 'wcześniej',
        distance: 'Odległość',
        month: '/mies.',
        open: 'Zobacz obiekt',
        more: (n: number) => `…i ${n} więcej na liście wyników.`,
        all: 'Wszystkie wyniki',
        manage: 'Zarządzaj alertem (wstrzymaj, zmień, usuń)',
        note: 'Wysyłamy najwyżej jedną taką wiadomość dziennie; kolejne zmiany trafią do jutrzejszego podsumowania.',
      },
      en: {
        heading: 'Matching units',
        intro: 'These units became available or cheaper and match your search',
        size: 'Size',
        price: 'Price',
        was: 'was',
        distance: 'Distance',
        month: '/mo',
        open: 'See the facility',
        more: (n: number) => `…and ${n} more in the results.`,
        all: 'All results',
        manage: 'Manage this alert (pause, edit, delete)',
        note: 'We send at most one such message a day; later changes go into tomorrow’s summary.',
      },
    })
    const blocks: Block[] = [
      { type: 'heading', text: w.heading },
      { type: 'paragraph', text: `${w.intro}: ${describeSearch(data.search, lang)}.` },
    ]
    for (const unit of data.units) {
      const price = `${money(unit.price)}${w.month}${unit.oldPrice !== null ? ` (${w.was} ${money(unit.oldPrice)})` : ''}`
      blocks.push(
        { type: 'paragraph', text: `${unit.facility}, ${unit.city}` },
        {
          type: 'facts',
          rows: [
            [w.size, `${num(unit.sizeM2)} m²`],
            [w.price, price],
            [w.distance, `${num(unit.distanceKm)} km`],
          ],
        },
        { type: 'link', label: w.open, href: `${origin}${ALERT_PATHS.facility[lang]}/${unit.slug}` },
      )
    }
    if (data.more > 0) blocks.push({ type: 'paragraph', text: w.more(data.more) })
    blocks.push(
      { type: 'button', label: w.all, href: `${origin}${ALERT_PATHS.list[lang]}?${data.query}` },
      { type: 'link', label: w.manage, href: alertManageUrl(origin, lang, data.searchId, data.token) },
      { type: 'note', text: w.note },
    )
    return blocks
  },
  unsubscribeUrl: ({ searchId, token }, { lang, origin }) => alertOneClickUrl(origin, lang, searchId, token),
  unsubscribeLabel: ({ lang }) => pick(lang, { pl: 'Wyłącz ten alert', en: 'Turn off this alert' }),
})
