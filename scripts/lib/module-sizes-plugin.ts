import type { Plugin } from 'vite'

export type ModuleSizes = Record<string, { bytes: number; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }>

/**
 * Writes `.vite/module-sizes.json` next to each environment's build output: every chunk with its rendered size,
 * its static and dynamic imports and the rendered bytes of each module in it. The bench and the first-load test
 * read it, so what a page loads and which modules weigh the most come from the build, not from a browser run.
 */
export function moduleSizes(): Plugin {
  return {
    name: 'skrytka:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ModuleSizes = {}
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, info] of Object.entries(item.modules)) modules[id.replace(/^.*node_modules\//, 'node_modules/').replace(process.cwd() + '/', '')] = info.renderedLength
        out[fileName] = { bytes: item.code.length, imports: item.imports, dynamicImports: item.dynamicImports, modules }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(out) })
    },
  }
}
