import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

export type ModuleSizes = Record<
  string,
  { bytes: number; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
>

/** Where the map of one build environment ('client', 'ssr') is written, given the build's root output folder. */
export const moduleSizesFile = (dist: string, environment: string) => join(dist, '.module-sizes', `${environment}.json`)

/**
 * Writes `dist/.module-sizes/<environment>.json`: every chunk with its rendered size, its static and dynamic imports
 * and the rendered bytes of each module in it. The bench and the first-load test read it, so what a page loads and
 * which modules weigh the most come from the build, not from a browser run. It sits beside the environments'
 * folders, not in them: nothing in it is served or deployed.
 */
export function moduleSizes(): Plugin {
  return {
    name: 'skrytka:module-sizes',
    apply: 'build',
    generateBundle(options, bundle) {
      const out: ModuleSizes = {}
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, info] of Object.entries(item.modules))
          modules[id.replace(/^.*node_modules\//, 'node_modules/').replace(process.cwd() + '/', '')] =
            info.renderedLength
        out[fileName] = { bytes: item.code.length, imports: item.imports, dynamicImports: item.dynamicImports, modules }
      }
      const file = moduleSizesFile(dirname(options.dir!), this.environment.name)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(out))
    },
  }
}
