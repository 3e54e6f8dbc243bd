import type { Rolldown } from 'vite'

type ChunkingContext = Rolldown.ChunkingContext

/**
 * What every page's first load runs: the client entry, and the root and `$lang` routes' own chunks (their split
 * components: the document and the site shell), which every public page loads.
 */
const EVERY_PAGE = /[\\/]src[\\/]routes[\\/](__root|\$lang)\.tsx(\?|$)/

/**
 * Whether every page's first load runs a module: whether the client entry or an EVERY_PAGE route chunk reaches it
 * through static imports alone. Asked by the `core` chunk group (vite.config.ts) while Rolldown chunks, when the module graph is complete: a
 * module that matches core's paths but only lazy code imports (a dialog's modal, an editor's helpers) stays with
 * that lazy code instead of riding in every first load (issue 31). Walks static importers up to an entry; only
 * positive answers are remembered, so an import cycle cannot fix a wrong "no".
 */
export function staticallyReached(id: string, ctx: ChunkingContext): boolean {
  if (reached.has(id)) return true
  const seen = new Set([id])
  const stack = [id]
  while (stack.length) {
    const current = stack.pop()!
    const info = ctx.getModuleInfo(current)
    if (reached.has(current) || info?.isEntry || EVERY_PAGE.test(current)) {
      reached.add(id)
      return true
    }
    for (const importer of info?.importers ?? [])
      if (!seen.has(importer)) {
        seen.add(importer)
        stack.push(importer)
      }
  }
  return false
}
const reached = new Set<string>()
