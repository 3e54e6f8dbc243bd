import rosetta from 'rosetta'
import type { Lang } from './langs'
import type { pl } from './pl'
import type { LeafPaths, MessagesOf } from './types'

export type MessageKey = LeafPaths<typeof pl>
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

/** Stateless lookup (safe under concurrent SSR requests): Polish is the fallback for anything missing. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return i18n.t(key, params, lang) || i18n.t(key, params, 'pl') || key
}

export type Translate = (key: MessageKey, params?: Params) => string

export function translator(lang: Lang): Translate {
  return (key, params) => translate(lang, key, params)
}
