import type { Lang } from '@kernel/lang'
import { type Messages, registerMessages } from '.'
import type { OnDemandNamespace } from './namespaces'

type Part<N extends OnDemandNamespace> = () => Promise<Pick<Messages, N>>

/**
 * An on-demand namespace's loader (ADR 0110): its file is not in the chunk table every page carries (src/i18n/index.ts),
 * so the code that speaks it imports it, once per language, beside its own, and registers it. Here, not in `core`: only
 * those parts' chunks carry it. Registering again (the server has every namespace) changes nothing.
 */
export function onDemandWords<N extends OnDemandNamespace>(parts: Record<Lang, Part<N>>) {
  const loading: Partial<Record<Lang, Promise<void>>> = {}
  return (lang: Lang) => (loading[lang] ??= parts[lang]().then((part) => registerMessages(lang, part)))
}
