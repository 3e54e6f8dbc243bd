import { readFileSync } from 'node:fs'
import type { Plugin, Rolldown } from 'vite'
import { type SheetLeaves, assembleSheet, encodeChoice } from '../../src/ui/page-sheet-leaves.ts'
import { assertValidCss, choiceOf, createSheetWriter, leavesOf } from './page-sheets.ts'

export const PAGE_SHEETS_ID = 'virtual:page-sheets'
const RESOLVED = `\0${PAGE_SHEETS_ID}`
/** The module that imports every route: walking through it would give every page every route's rules. */
const ROUTE_TREE = /[\\/]src[\\/]routeTree\.gen\.ts$/
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/].+\.tsx$/
const ROOT_ROUTE = '__root__'

/**
 * What the server build reads: the whole sheet's served path, its declarations, and each route's choice of them
 * (`sheets`, bit sets) by route id.
 */
export interface PageSheets {
  full: string
  leaves: SheetLeaves
  sheets: string[]
  byRoute: Record<string, number>
}

/**
 * Each page type's document inlines only the rules its route can draw (issue 45, ADR 0108). The client build, which
 * Vite builds before the server's, knows every module a route can load: the root route's and the client entry's
 * (the document, the shell, the router's error and not-found views), the route's own file and its ancestors', and
 * everything those import, statically or lazily (split components, dialogs, menus, toasts, error and pending views).
 * Panda's extractor writes each such set's sheet (`page-sheets.ts`); the server build gets them as a virtual module
 * and the whole sheet as a cached asset, which the browser adds before its first navigation to another route.
 * `vite dev` keeps the whole sheet on every page.
 */
export function pageSheets(): Plugin {
  let result: PageSheets = { full: '', leaves: { wrappers: [], rules: [] }, sheets: [], byRoute: {} }
  return {
    name: 'skrytka:page-sheets',
    sharedDuringBuild: true,
    resolveId: (id) => (id === PAGE_SHEETS_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      if (this.environment.config.command === 'serve')
        return `import css from '/src/styles.css?inline'\nexport default { full: '', leaves: { wrappers: [[]], rules: [[0, '', [css]]] }, sheets: ['AQ=='], byRoute: {} }`
      // The browser reads its sheet from the document, and the whole sheet's path from the element.
      if (this.environment.name === 'client') return 'export default {}'
      return `export default ${JSON.stringify(result)}`
    },
    async generateBundle() {
      if (this.environment.name !== 'client' || this.environment.config.command !== 'build') return
      const writer = await createSheetWriter(
        this.environment.config.root,
        [this.environment.config.build.cssTarget || []].flat() as string[],
      )
      const routes = routeFiles(this.getModuleIds(), (id) => this.getModuleInfo(id))
      const everyPage = reach(
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry || routes.get(id) === ROOT_ROUTE),
        (id) => this.getModuleInfo(id),
      )
      const full = await writer.sheetOf(writer.files)
      const whole = leavesOf(full)
      const byText = new Map<string, number>()
      const sheets: string[] = []
      const byRoute: Record<string, number> = {}
      const ids = [...routes.entries()]
      for (const [, routeId] of ids) {
        const chain = ids.filter(([, other]) => other !== ROOT_ROUTE && isAncestorOrSelf(other, routeId))
        const files = new Set(everyPage)
        for (const file of reach(
          chain.map(([file]) => file),
          (id) => this.getModuleInfo(id),
        ))
          files.add(file)
        const text = encodeChoice(choiceOf(whole, await writer.sheetOf(files)), whole.count)
        let index = byText.get(text)
        if (index === undefined) {
          assertValidCss(assembleSheet(whole.leaves, text), routeId)
          index = sheets.push(text) - 1
          byText.set(text, index)
        }
        byRoute[routeId] = index
      }
      const reference = this.emitFile({ type: 'asset', name: 'app.css', source: full })
      result = { full: `/${this.getFileName(reference)}`, leaves: whole.leaves, sheets, byRoute }
    },
  }
}

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds' | 'isEntry'>

/** Route files by id (the path without a query), with the route id their `createFileRoute` names. */
function routeFiles(ids: Iterable<string>, info: (id: string) => ModuleInfo | null): Map<string, string> {
  const routes = new Map<string, string>()
  for (const id of ids) {
    if (!ROUTE_FILE.test(id) || !info(id)) continue
    if (/[\\/]__root\.tsx$/.test(id)) {
      routes.set(id, ROOT_ROUTE)
      continue
    }
    const routeId = /createFileRoute\(\s*['"`]([^'"`]+)['"`]/.exec(readFileSync(id, 'utf8'))?.[1]
    if (routeId) routes.set(id, routeId)
  }
  return routes
}

/**
 * A route's ancestors have ids that are its id's leading segments (`/$lang` of `/$lang/_panel/panel`); an index route
 * (`/$lang/`) has no children.
 */
function isAncestorOrSelf(candidate: string, routeId: string): boolean {
  return routeId === candidate || (!candidate.endsWith('/') && routeId.startsWith(`${candidate}/`))
}

/** Every module the starts import, statically or lazily, as source paths without their query. */
function reach(starts: string[], info: (id: string) => ModuleInfo | null): Set<string> {
  const seen = new Set<string>()
  const stack = [...starts]
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id) || ROUTE_TREE.test(id)) continue
    seen.add(id)
    const module = info(id)
    if (module) stack.push(...module.importedIds, ...module.dynamicallyImportedIds)
  }
  return new Set([...seen].map((id) => id.replace(/\?.*$/, '')))
}
