import rosetta from 'rosetta'
import { brand, brandDomain } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import {
  type Namespace,
  type OnDemandNamespace,
  type RouteNamespace,
  SHELL_NAMESPACES,
  namespacesOf,
} from './namespaces'
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
const registered: Record<Lang, Set<string>> = { pl: new Set(), en: new Set() }

/**
 * Texts asked for without params, as last resolved, on the server only. An SSR render asks for a few hundred, and
 * each rosetta lookup splits the key, walks the dictionary and runs the brand template again: the same string every
 * time, as the dictionaries only change by registerMessages (which clears this). Bounded, in case keys are ever built
 * at runtime. The browser renders each text once or twice: the build drops this there (first-load budgets).
 */
const plainTexts: Record<Lang, Map<string, string>> = { pl: new Map(), en: new Map() }
const MAX_PLAIN_TEXTS = 5000

/** The server registers every language whole at start; the browser the namespaces its pages show (loadMessages). */
export function registerMessages(lang: Lang, messages: Partial<Messages>) {
  i18n.set(lang, messages as Messages)
  for (const namespace of Object.keys(messages)) registered[lang].add(namespace)
  // A text remembered as missing (or as its Polish fallback) may exist now.
  if (import.meta.env.SSR) for (const texts of Object.values(plainTexts)) texts.clear()
}

/** A namespace's module: its one export is named after it (the shell's, `shell`, holds the shell's namespaces). */
type Part = () => Promise<Record<string, unknown>>
type Chunk = 'shell' | 'pages' | Exclude<RouteNamespace, OnDemandNamespace>

// One chunk per language for the shell and one per other namespace (ADR 0027): a page downloads the namespaces of
// its own language that its routes render (src/i18n/namespaces.ts), nothing else.
const chunks: Record<Lang, Record<Chunk, Part>> = {
  pl: {
    shell: () => import('./pl/shell'),
    pages: () => import('./pl/pages'),
    home: () => import('./pl/home'),
    consent: () => import('./pl/consent'),
    marketplace: () => import('./pl/marketplace'),
    inquiryForm: () => import('./pl/inquiry-form'),
    facilityPage: () => import('./pl/facility-page'),
    verification: () => import('./pl/verification'),
    place: () => import('./pl/place'),
    search: () => import('./pl/search'),
    city: () => import('./pl/city'),
    blog: () => import('./pl/blog'),
    operator: () => import('./pl/operator'),
    sales: () => import('./pl/sales'),
    operatorPages: () => import('./pl/operator-pages'),
    auth: () => import('./pl/auth'),
    panel: () => import('./pl/panel'),
    admin: () => import('./pl/admin'),
    adminForm: () => import('./pl/admin-form'),
    reservation: () => import('./pl/reservation'),
    alerts: () => import('./pl/alerts'),
    password: () => import('./pl/password'),
    reviews: () => import('./pl/reviews'),
    reviewPages: () => import('./pl/review-pages'),
    onboarding: () => import('./pl/onboarding'),
  },
  en: {
    shell: () => import('./en/shell'),
    pages: () => import('./en/pages'),
    home: () => import('./en/home'),
    consent: () => import('./en/consent'),
    marketplace: () => import('./en/marketplace'),
    inquiryForm: () => import('./en/inquiry-form'),
    facilityPage: () => import('./en/facility-page'),
    verification: () => import('./en/verification'),
    place: () => import('./en/place'),
    search: () => import('./en/search'),
    city: () => import('./en/city'),
    blog: () => import('./en/blog'),
    operator: () => import('./en/operator'),
    sales: () => import('./en/sales'),
    operatorPages: () => import('./en/operator-pages'),
    auth: () => import('./en/auth'),
    panel: () => import('./en/panel'),
    admin: () => import('./en/admin'),
    adminForm: () => import('./en/admin-form'),
    reservation: () => import('./en/reservation'),
    alerts: () => import('./en/alerts'),
    password: () => import('./en/password'),
    reviews: () => import('./en/reviews'),
    reviewPages: () => import('./en/review-pages'),
    onboarding: () => import('./en/onboarding'),
  },
}

function chunkOf(namespace: string): Chunk | undefined {
  if (namespace === PAGES) return PAGES
  if ((SHELL_NAMESPACES as readonly string[]).includes(namespace)) return 'shell'
  return Object.hasOwn(chunks.pl, namespace) ? (namespace as Chunk) : undefined
}

/**
 * `pages` holds every page's title, heading and description: 5.3 KB that a first load would carry for one page's few
 * words. The server writes the entries its document's routes render beside the page (`pageSeedText`); the browser
 * seeds them before hydrating (`seedPages`) and loads the whole namespace with the first navigation to another route
 * (ADR 0109).
 */
const PAGES = 'pages'
type PageSeed = { lang: Lang; route: string; words: Record<string, unknown> }
let seed: (PageSeed & { text: string }) | undefined

/** The server's seed for a document in `lang` whose matched routes are `routeIds`: `ids`' entries, JSON for a <script>. */
export function pageSeedText(lang: Lang, routeIds: readonly string[], ids: readonly string[]): string {
  const all = (i18n.table(lang) as Partial<Messages> | undefined)?.pages as Record<string, unknown> | undefined
  const words = Object.fromEntries(ids.flatMap((id) => (all?.[id] ? [[id, all[id]]] : [])))
  return JSON.stringify({ lang, route: routeIds.at(-1) ?? '', words } satisfies PageSeed).replace(/</g, '\\u003c')
}

/** The browser's copy of its document's entries, enough to hydrate; the language they are in. */
export function seedPages(text: string): Lang {
  const parsed = JSON.parse(text) as PageSeed
  seed = { ...parsed, text }
  i18n.set(parsed.lang, { pages: parsed.words } as unknown as Messages)
  return parsed.lang
}

/** The seed's text as the server wrote it, for the browser's render of the same element. */
export const pageSeed = () => seed?.text ?? ''

const seeded = (lang: Lang, id: string | undefined) =>
  seed !== undefined && seed.lang === lang && id !== undefined && Object.hasOwn(seed.words, id)

/** What a chain of matched routes renders, in `lang`: `pages` unless these are the routes the document was seeded for. */
export function loadRouteMessages(lang: Lang, routeIds: readonly string[]): Promise<void> | undefined {
  const namespaces = namespacesOf(routeIds)
  const own = seed?.lang === lang && seed.route === routeIds.at(-1)
  return loadMessages(lang, own ? namespaces.filter((namespace) => namespace !== PAGES) : namespaces)
}

/**
 * Resolves once every namespace in `namespaces` can be translated in `lang`; undefined (no await needed) when they
 * already can. Unknown names (a stale <html data-messages>) are skipped.
 */
export function loadMessages(lang: Lang, namespaces: readonly (Namespace | string)[]): Promise<void> | undefined {
  const missing = new Set<Chunk>()
  for (const namespace of namespaces) {
    const chunk = chunkOf(namespace)
    if (chunk && !registered[lang].has(namespace)) missing.add(chunk)
  }
  if (missing.size === 0) return undefined
  // Unwrapped here, not in each entry of the table: every page carries the table (ADR 0110).
  const part = (chunk: Chunk) =>
    chunks[lang][chunk]().then((m) => (chunk === 'shell' ? m.shell : { [chunk]: m[chunk] }) as Partial<Messages>)
  return Promise.all([...missing].map(part)).then((parts) => {
    for (const part of parts) registerMessages(lang, part)
  })
}

/**
 * A key whose namespace is not loaded would print as the bare key, and differently on the server (which has every
 * namespace) than in the browser: a hydration mismatch. Fails loudly instead: an error in development and tests, a
 * console error in production (the e2e suite watches for it).
 */
function assertLoaded(lang: Lang, key: string) {
  const namespace = key.slice(0, key.indexOf('.'))
  if (registered[lang].has(namespace)) return
  if (namespace === PAGES && seeded(lang, key.split('.')[1])) return
  const message = `[i18n] "${key}" used in ${lang} before its namespace "${namespace}" was loaded: add it to ROUTE_NAMESPACES in src/i18n/namespaces.ts`
  if (import.meta.env.DEV) throw new Error(message)
  console.error(message)
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
  assertLoaded(lang, key)
  return import.meta.env.SSR && !params ? rememberedText(lang, key) : resolve(lang, key, params)
}

function resolve(lang: Lang, key: string, params?: Params): string {
  const all = withBrand(params)
  return i18n.t(key, all, lang) || i18n.t(key, all, 'pl') || key
}

function rememberedText(lang: Lang, key: string): string {
  const texts = plainTexts[lang]
  const known = texts.get(key)
  if (known !== undefined) return known
  const text = resolve(lang, key)
  if (typeof text === 'string') {
    if (texts.size >= MAX_PLAIN_TEXTS) texts.clear()
    texts.set(key, text)
  }
  return text
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
  assertLoaded(lang, key)
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
