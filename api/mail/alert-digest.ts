import { LOCALES } from '@kernel/lang'
import { formatMoney } from '@kernel/money'
import { ALERT_PATHS, alertManageUrl, alertOneClickUrl } from '../contract/alert-paths'
import { type DescribedSearch, describeSearch } from '../contract/alert-words'
import { type Block, defineTemplate, pick } from './template'

/**
 * One unit in an alert mail: where, how big, the price when the mail was made and, where it is presented as
 * reduced, the Omnibus reference: the lowest price of the 30 days before the cut (api/facilities/omnibus.ts).
 */
export type AlertUnit = {
  facility: string
  slug: string
  city: string
  sizeM2: number
  price: number
  /** Why it matched; absent in mails queued before it was stored (then a reference price means "cheaper"). */
  reason?: 'available' | 'cheaper'
  oldPrice: number | null
  distanceKm: number
}

/** What a mail's units are, for its subject and intro: all new, all reduced, both, or neither throughout. */
type Content = 'new' | 'cheaper' | 'both' | 'mixed'
function contentOf(units: readonly AlertUnit[]): Content {
  const reduced = units.filter((u) => u.oldPrice !== null).length
  const fresh = units.filter((u) => u.oldPrice === null && (u.reason ?? 'available') === 'available').length
  if (fresh === units.length) return 'new'
  if (reduced === units.length) return 'cheaper'
  return fresh + reduced === units.length ? 'both' : 'mixed'
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

/**
 * The alert (issue 27): matching units that became available or cheaper, at most one such mail a day. Its subject
 * and intro say which: "Nowe boksy…" only when every unit is newly available, "Tańsze boksy…" when every one is
 * reduced.
 */
export const alertDigest = defineTemplate<Data>({
  subject: ({ units, more }, { lang }) => {
    const count = units.length + more
    const form = new Intl.PluralRules(LOCALES[lang]).select(count)
    const pl = { one: 'pasujący boks', few: 'pasujące boksy', many: 'pasujących boksów', other: 'pasującego boksu' }
    const lead = pick(lang, {
      pl: { new: 'Nowe boksy', cheaper: 'Tańsze boksy', both: 'Nowe i tańsze boksy', mixed: 'Boksy' },
      en: { new: 'New storage', cheaper: 'Cheaper storage', both: 'New and cheaper storage', mixed: 'Storage' },
    })[contentOf(units)]
    return pick(lang, {
      pl: `${lead} dla Ciebie: ${count} ${pl[form as keyof typeof pl] ?? pl.many}`,
      en: `${lead} for you: ${count} matching ${form === 'one' ? 'unit' : 'units'}`,
    })
  },
  preheader: ({ search }, { lang }) => describeSearch(search, lang),
  blocks: (data, { lang, origin }) => {
    const money = (n: number) => formatMoney(n, lang)
    const num = (n: number) => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 }).format(n)
    const w = pick(lang, {
      pl: {
        heading: 'Pasujące boksy',
        intro: {
          new: 'Te boksy zwolniły się i pasują do Twojego wyszukiwania',
          cheaper: 'Te boksy potaniały i pasują do Twojego wyszukiwania',
          both: 'Te boksy zwolniły się lub potaniały i pasują do Twojego wyszukiwania',
          mixed: 'Te boksy pasują do Twojego wyszukiwania',
        },
        size: 'Wielkość',
        price: 'Cena',
        was: (price: string) => `wcześniej ${price} — najniższa cena z 30 dni przed obniżką`,
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
        intro: {
          new: 'These units became available and match your search',
          cheaper: 'These units became cheaper and match your search',
          both: 'These units became available or cheaper and match your search',
          mixed: 'These units match your search',
        },
        size: 'Size',
        price: 'Price',
        was: (price: string) => `was ${price}, the lowest price in the 30 days before the cut`,
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
      { type: 'paragraph', text: `${w.intro[contentOf(data.units)]}: ${describeSearch(data.search, lang)}.` },
    ]
    for (const unit of data.units) {
      const price = `${money(unit.price)}${w.month}${unit.oldPrice !== null ? ` (${w.was(money(unit.oldPrice))})` : ''}`
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
