import rosetta from 'rosetta'
import { en } from './en'
import type { Lang } from './langs'
import { pl } from './pl'
import type { LeafPaths, MessagesOf } from './types'

export type MessageKey = LeafPaths<typeof pl>
export type Params = Record<string, string | number>

const i18n = rosetta<MessagesOf<typeof pl>>({ pl, en })

/** Stateless lookup (safe under concurrent SSR requests): Polish is the fallback for anything missing. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  return i18n.t(key, params, lang) || i18n.t(key, params, 'pl') || key
}

export type Translate = (key: MessageKey, params?: Params) => string

export function translator(lang: Lang): Translate {
  return (key, params) => translate(lang, key, params)
}
