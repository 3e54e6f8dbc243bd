import rosetta from 'rosetta'
import { brand, brandDomain } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import type { pl } from './pl'
import type { LeafPaths, MessagesOf, PluralForms, PluralPaths } from './types'

export type MessageKey = LeafPaths<typeof pl>
export type PluralKey = PluralPaths<typeof pl>
/** Paths of the groups that hold a `leaf` text: KeyParent<'title'> has "operator.carousel.items.booking". */
export type KeyParent<Leaf extends string> = MessageKey extends infer K
  ? K extends `${infer P}.${Leaf}`
    ? P
    : never
  : never
export type Params = Record<string, string | number>
export type Messages = MessagesOf<typeof pl>

const i18n = rosetta<Messages>()
const registered = new Set<Lang>()

/** The server registers every language at start; the browser only the one it shows (see loadMessages). */
export function registerMessages(lang: Lang, messages: Messages) {
  i18n.set(lang, messages)
  registered.add(lang)
}

// One chunk per language: a visitor downloads the dictionary of the language they read, not both.
const dictionaries: Record<Lang, () => Promise<Messages>> = {
  pl: () => import('./pl').then((m) => m.pl),
  en: () => import('./en').then((m) => m.en),
}

/** Resolves once `lang` can be translated; undefined (no await needed) when it already can. */
export function loadMessages(lang: Lang): Promise<void> | undefined {
  if (registered.has(lang)) return undefined
  return dictionaries[lang]().then((messages) => registerMessages(lang, messages))
}

/**
 * Every message may name the brand (`{{brand}}`, `{{brandDomain}}`, `{{phone}}`): the build's config fills them, so
 * no dictionary carries a literal brand and call sites need not pass it. A caller's own params win.
 */
const brandParams: Params = { brand: brand.name, brandDomain, phone: brand.phone }

function withBrand(params?: Params): Params {
  return params ? { ...brandParams, ...params } : brandParams
}

function lookup(lang: Lang, key: string, params?: Params): string {
  const all = withBrand(params)
  return i18n.t(key, all, lang) || i18n.t(key, all, 'pl') || key
}

/** Stateless lookup (safe under concurrent SSR requests): Polish is the fallback for anything missing. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return lookup(lang, key, params)
}

const pluralRules = new Map<Lang, Intl.PluralRules>()

/** The plural category of `count` in `lang` ("few" for 22 in Polish), from the platform's CLDR rules. */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

/** A count's text in the form its number needs: `{{count}}` is the number, other params fill the rest. */
export function translatePlural(lang: Lang, key: PluralKey, params: Params & { count: number }): string {
  const category = pluralCategory(lang, params.count)
  for (const from of lang === 'pl' ? ['pl' as const] : [lang, 'pl' as const]) {
    const forms = i18n.t(key, undefined, from) as unknown as PluralForms | ''
    if (forms && typeof forms === 'object') {
      const form = forms[category] !== undefined ? category : 'other'
      return i18n.t(`${key}.${form}`, withBrand(params), from)
    }
  }
  return key
}

export type Translate = {
  (key: MessageKey, params?: Params): string
  (key: PluralKey, params: Params & { count: number }): string
}

const pluralKeys = new Set<string>()

function isPluralKey(lang: Lang, key: string): key is PluralKey {
  if (pluralKeys.has(key)) return true
  const value = (i18n.t(key, undefined, lang) || i18n.t(key, undefined, 'pl')) as unknown
  if (value && typeof value === 'object') pluralKeys.add(key)
  return pluralKeys.has(key)
}

export function translator(lang: Lang): Translate {
  return (key: MessageKey | PluralKey, params?: Params) => {
    const count = params?.count
    return typeof count === 'number' && isPluralKey(lang, key)
      ? translatePlural(lang, key, { ...params, count })
      : lookup(lang, key, params)
  }
}
