import type { Plugin } from 'vite'

export const DICTIONARY_CHUNKS_ID = 'virtual:dictionary-chunks'
const RESOLVED = `\0${DICTIONARY_CHUNKS_ID}`
const DICTIONARY = /[\\/]src[\\/]i18n[\\/](pl|en)[\\/]([\w-]+)\.ts$/

/**
 * Hands the client build's dictionary chunk names to the server build (which Vite builds after the client). The
 * browser loads a page's namespaces before it hydrates (ADR 0027); without their names the server could not
 * announce them, and the browser learnt of them only once `core` had run: one round trip late. The server's document
 * now preloads them beside core (ADR 0074). Keys are `<lang>/<file>` (`pl/home`, `pl/common`, …), values the served
 * paths. The browser's copy is empty: it only ever loads them with import().
 */
export function dictionaryChunks(): Plugin {
  const files: Record<string, string> = {}
  return {
    name: 'skrytka:dictionary-chunks',
    sharedDuringBuild: true,
    resolveId: (id) => (id === DICTIONARY_CHUNKS_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      return `export default ${JSON.stringify(this.environment.name === 'client' ? {} : files)}`
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        for (const id of Object.keys(item.modules)) {
          const match = DICTIONARY.exec(id)
          if (match) files[`${match[1]}/${match[2]}`] = `/${item.fileName}`
        }
      }
    },
  }
}
