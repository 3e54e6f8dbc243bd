/**
 * What a page's first load fetches, read from the build output alone (no browser, no timing): the root and
 * matched routes' preloads from TanStack Start's manifest, everything they import statically, and the page
 * language's dictionary chunks for the namespaces those routes render (src/i18n/namespaces.ts: the table the
 * server writes on <html> and src/client.tsx loads before hydrating). Deterministic, so a test can hold it to a
 * budget and the bench can print it next to the browser's count.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { isShellNamespace, namespacesOf } from '../../src/i18n/namespaces.ts'
import { type ModuleSizes, moduleSizesFile } from './module-sizes-plugin.ts'

type Manifest = { routes: Record<string, { preloads?: string[]; children?: string[] }> }

/** `dictionary`: the namespace chunks among `files`, shell first. */
export type FirstLoad = { files: string[]; dictionary: string[]; gzipBytes: number; modules: string[] }

export function readBuild(dist: string) {
  const serverAssets = join(dist, 'server/assets')
  const manifestFile = readdirSync(serverAssets).find(
    (f) => f.startsWith('_tanstack-start-manifest') && f.endsWith('.js'),
  )
  if (!manifestFile) throw new Error(`no TanStack Start manifest in ${serverAssets}: run \`vite build\` first`)
  const source = readFileSync(join(serverAssets, manifestFile), 'utf8')
  // The manifest module is a plain object literal returned by a function: evaluate that literal alone.
  const literal = source.slice(source.indexOf('({'), source.lastIndexOf('})') + 2)
  const manifest = new Function(`return ${literal}`)() as Manifest
  const chunks = JSON.parse(readFileSync(moduleSizesFile(dist, 'client'), 'utf8')) as ModuleSizes
  const gzipOf = new Map<string, number>()
  const gzip = (file: string) => {
    let size = gzipOf.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, 'client', file)), { level: 9 }).byteLength
      gzipOf.set(file, size)
    }
    return size
  }
  /** The chunk holding a namespace's file in `lang` (the shell's namespaces share one: src/i18n/<lang>/shell.ts). */
  const namespaceChunk = (lang: string, namespace: string) => {
    const name = isShellNamespace(namespace) ? 'shell' : namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    const file = Object.keys(chunks).find((chunk) => `src/i18n/${lang}/${name}.ts` in chunks[chunk]!.modules)
    if (!file) throw new Error(`no chunk holds src/i18n/${lang}/${name}.ts`)
    return file
  }

  /** Every route some route names as its child; `/$lang`'s own list only when it has an entry. */
  const listed = new Set(
    Object.entries(manifest.routes).flatMap(([id, route]) => (id === '/$lang' ? [] : (route.children ?? []))),
  )

  /** `routeIds`: the matched chain below the root, e.g. ['/$lang', '/$lang/']. */
  function firstLoad(routeIds: string[], lang = 'pl'): FirstLoad {
    const files = new Set<string>()
    const add = (file: string) => {
      if (files.has(file) || !chunks[file]) return
      files.add(file)
      for (const imported of chunks[file]!.imports) add(imported)
    }
    for (const id of ['__root__', ...routeIds]) {
      const route = manifest.routes[id]
      // A route with no chunk of its own (nothing split out of it, e.g. `/$lang`) has no entry, only its parent's mention.
      if (!route && !listed.has(id)) throw new Error(`route ${id} is not in the manifest`)
      for (const preload of route?.preloads ?? []) add(preload.replace(/^\//, ''))
    }
    const dictionary = [...new Set(namespacesOf(routeIds).map((namespace) => namespaceChunk(lang, namespace)))]
    for (const file of dictionary) add(file)
    const list = [...files]
    return {
      files: list,
      dictionary,
      gzipBytes: list.reduce((sum, file) => sum + gzip(file), 0),
      modules: list.flatMap((file) => Object.keys(chunks[file]!.modules)),
    }
  }

  /** Every public page's route chain (children of /$lang), by route id. */
  const publicRoutes = (
    manifest.routes['/$lang']?.children ??
    // `/$lang` has no entry when nothing is split out of it: its children are the `/$lang/…` routes no other route lists.
    Object.keys(manifest.routes).filter((id) => id.startsWith('/$lang/') && !listed.has(id))
  ).map((id) => ['/$lang', id])
  return { manifest, chunks, firstLoad, publicRoutes, gzip, namespaceChunk }
}
