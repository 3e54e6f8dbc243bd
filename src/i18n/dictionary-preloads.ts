import chunks from 'virtual:dictionary-chunks'
import type { Lang } from '@kernel/lang'

/** Served paths of the chunks that hold `namespaces` in `lang`, each once (the shell's namespaces share one). */
export function dictionaryPreloads(lang: Lang, namespaces: readonly string[]): string[] {
  const files = namespaces.map(
    (namespace) => chunks[`${lang}/${namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`],
  )
  return [...new Set(files.filter((file): file is string => file !== undefined))]
}
