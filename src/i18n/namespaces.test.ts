/**
 * The namespace table (namespaces.ts) against the code it serves. A page loads only the namespaces its routes list,
 * so a key rendered from a namespace the table forgot would print as the bare key in the browser (and as text on
 * the server: a hydration mismatch). These checks fail first: statically, on every route's import graph, and at
 * run time, on any lookup in a namespace not loaded yet.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FileRoutesById } from '../routeTree.gen'
import { en } from './en'
import {
  CARD_NAMESPACES,
  type Namespace,
  ROUTE_NAMESPACES,
  ROUTE_PAGES,
  SHELL_NAMESPACES,
  isShellNamespace,
  namespacesOf,
} from './namespaces'
import { pl } from './pl'

// Type-level: every key of the table is a route id (a renamed route fails type-check here, not silently).
type NotARoute = Exclude<keyof typeof ROUTE_NAMESPACES, keyof FileRoutesById>
const everyKeyIsARoute: [NotARoute] extends [never] ? true : NotARoute = true

const ROOT = join(import.meta.dirname, '../..')
const NAMESPACES = Object.keys(pl) as Namespace[]
const NAMED = new RegExp(`['"\`](${NAMESPACES.join('|')})\\.`, 'g')
// `import type … from` and `export type … from` carry no code, so they do not make a module reachable.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g

/**
 * Modules that list other namespaces' keys without rendering them: the form error maps (each form's page loads its
 * own namespace), the panel contract's issue keys (rendered by the panel), and this folder's own comments.
 */
const KEY_CATALOGUES = new Set(['src/ui/form/messages.ts', 'api/contract/panel.ts'])

/**
 * Code the shell loads on demand together with the namespaces it speaks (the operator panels open on any page from
 * `#demo`/`#trial`; panels-host.tsx loads `operator` with them). Checked apart from the shell, against those.
 */
const ON_DEMAND: { entries: string[]; namespaces: Namespace[] }[] = [
  {
    entries: [
      'src/features/operator/sales-dialogs/demo-dialog.tsx',
      'src/features/operator/sales-dialogs/trial-dialog.tsx',
    ],
    namespaces: ['sales'],
  },
  // The software page's static islands come with the words only they speak (software/islands.ts, ADR 0110).
  {
    entries: ['src/features/operator/software/trusted-by.tsx', 'src/features/operator/software/proof.tsx'],
    namespaces: ['operator', 'softwarePage'],
  },
  // The list's filter panel and empty state fetch their words with their code (facilities.tsx, ADR 0110).
  {
    entries: ['src/features/marketplace/filter-panel.tsx', 'src/features/marketplace/empty-results.tsx'],
    namespaces: ['marketplace', 'listDeferred'],
  },
  // The list's islands, its search controls and its toolbar fetch `place` and `search` with their code
  // (list-islands.ts, deferred-map-controls.tsx, facilities.tsx, ADR 0117); a card speaks what every page that shows
  // one loads (CARD_NAMESPACES).
  { entries: ['src/features/marketplace/search-origin.tsx'], namespaces: ['marketplace', 'place', 'search'] },
  {
    entries: [
      'src/features/marketplace/results-heading.tsx',
      'src/features/marketplace/pagination.tsx',
      'src/features/marketplace/list-toolbar.tsx',
    ],
    namespaces: ['marketplace', 'search'],
  },
  { entries: ['src/features/marketplace/facility-card.tsx'], namespaces: [...CARD_NAMESPACES] },
  { entries: ['src/features/marketplace/map/map-controls.tsx'], namespaces: ['marketplace', 'place'] },
  // The facility page's inquiry form fetches its words with its code (units-card.tsx, ADR 0110).
  {
    entries: ['src/features/marketplace/inquiry-form.tsx'],
    namespaces: ['marketplace', 'facilityPage', 'inquiryForm'],
  },
  // The facility page's reviews (a static island) fetch their words with their code (reviews/islands.ts).
  { entries: ['src/features/reviews/facility-reviews.tsx'], namespaces: ['marketplace', 'facilityPage', 'reviews'] },
  // The facility page's reservation dialog fetches its dictionary with its code (reservation-dialog.lazy.ts).
  { entries: ['src/features/reservation/reservation-dialog.tsx'], namespaces: ['reservation'] },
  // The saved-search dialog (list and city pages): save-button.tsx loads `alerts` before it opens it.
  { entries: ['src/features/alerts/save-dialog.lazy.tsx'], namespaces: ['alerts'] },
  // The first visit's consent banner fetches its words with its code (ADR 0107).
  { entries: ['src/features/consent/consent-banner-panel.lazy.tsx'], namespaces: ['consent'] },
  // Home's sections below the hero speak `home`; the featured cards (a static island) and the map search (on
  // approach) bring `marketplace` and `place` with their code (ADR 0102, 0079).
  { entries: ['src/features/home/below-fold.tsx'], namespaces: ['home', ...CARD_NAMESPACES] },
]

function resolve(from: string, spec: string): string | undefined {
  const alias = [
    ['~/', 'src/'],
    ['@kernel/', 'kernel/'],
    ['@api/', 'api/'],
    ['@content/', 'content/'],
  ].find(([prefix]) => spec.startsWith(prefix!))
  const base = alias ? alias[1] + spec.slice(alias[0]!.length) : spec.startsWith('.') ? join(dirname(from), spec) : null
  if (!base) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).isFile(),
  )
}

const importsOf = new Map<string, string[]>()
function imports(file: string): string[] {
  let found = importsOf.get(file)
  if (!found) {
    found = []
    const source = readFileSync(join(ROOT, file), 'utf8')
    const specs = [
      ...[...source.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2]!),
      ...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!),
    ]
    for (const spec of specs) {
      const target = resolve(file, spec)
      if (target && /\.tsx?$/.test(target) && !/^src\/i18n\/(pl|en)\//.test(target)) found.push(target)
    }
    importsOf.set(file, found)
  }
  return found
}

/** Every module reachable from `entries` (static and dynamic imports), with the module that first imported it. */
function reach(entries: string[], skip = new Set<string>()): Map<string, string> {
  const seen = new Map<string, string>()
  const queue: [string, string][] = entries.map((file) => [file, '(entry)'])
  for (let i = 0; i < queue.length; i++) {
    const [file, by] = queue[i]!
    if (seen.has(file) || skip.has(file)) continue
    seen.set(file, by)
    for (const next of imports(file)) queue.push([next, file])
  }
  return seen
}

/** Namespaces a module names in a key literal ('marketplace.card.title', `pages.${page}.title`). */
function namedIn(file: string): Set<string> {
  if (file.startsWith('src/i18n/') || KEY_CATALOGUES.has(file) || /\.test\.tsx?$/.test(file)) return new Set()
  return new Set([...readFileSync(join(ROOT, file), 'utf8').matchAll(NAMED)].map((match) => match[1]!))
}

function routeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

/** A route file's id, from its `createFileRoute('…')` call; with its parents' ids, the chain it renders in. */
function chainOf(file: string): string[] | undefined {
  const id = /createFileRoute\('([^']+)'\)/.exec(readFileSync(join(ROOT, file), 'utf8'))?.[1]
  if (!id) return undefined
  const segments = id.split('/').slice(1)
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)
}

// The pages table too: a document carries these entries of `pages` (ADR 0109).
type NotARoutePage = Exclude<keyof typeof ROUTE_PAGES, keyof FileRoutesById>
const everyPageKeyIsARoute: [NotARoutePage] extends [never] ? true : NotARoutePage = true

describe('the pages table names entries both languages have', () => {
  it.each(Object.entries(ROUTE_PAGES))('%s', (_route, ids) => {
    expect(everyPageKeyIsARoute).toBe(true)
    for (const id of ids) {
      expect(pl.pages[id], `pl pages.${id}`).toBeDefined()
      expect(en.pages[id], `en pages.${id}`).toBeDefined()
    }
  })
})

describe('the namespace table covers what each route renders', () => {
  const shell = reach(
    ['src/client.tsx', 'src/routes/__root.tsx', 'src/routes/$lang.tsx'],
    new Set(ON_DEMAND.flatMap((part) => part.entries)),
  )

  it('keys the table by route ids', () => {
    expect(everyKeyIsARoute).toBe(true)
  })

  it('the shell (root, /$lang layout, client entry) names only the shell namespaces', () => {
    const stray = [...shell.keys()].flatMap((file) =>
      [...namedIn(file)].filter((ns) => !isShellNamespace(ns)).map((ns) => `${file} (via ${shell.get(file)}): ${ns}`),
    )
    expect(stray).toEqual([])
  })

  it.each(routeFiles('src/routes').filter((file) => chainOf(file)))(
    '%s names only namespaces its chain loads',
    (file) => {
      const chain = chainOf(file)!
      const loads = new Set<string>(namespacesOf(chain))
      const modules = reach([file], new Set([...shell.keys(), ...ON_DEMAND.flatMap((part) => part.entries)]))
      const missing = [...modules.keys()].flatMap((module) =>
        [...namedIn(module)]
          .filter((ns) => !loads.has(ns))
          .map((ns) => `${relative('.', module)} (via ${modules.get(module)}): ${ns}`),
      )
      expect(missing, `add them to ROUTE_NAMESPACES['${chain.at(-1)}'] or a parent's entry`).toEqual([])
    },
  )

  it.each(ON_DEMAND)('$entries.0 and the rest it loads on demand name only the namespaces loaded with them', (part) => {
    const loads = new Set<string>([...SHELL_NAMESPACES, ...part.namespaces])
    const modules = reach(part.entries, new Set(shell.keys()))
    const missing = [...modules.keys()].flatMap((module) => [...namedIn(module)].filter((ns) => !loads.has(ns)))
    expect(missing).toEqual([])
  })

  it('public pages never load the admin console or operator panel namespaces', () => {
    const privateNamespaces = ['admin', 'adminForm', 'panel']
    for (const [id, namespaces] of Object.entries(ROUTE_NAMESPACES))
      if (id.startsWith('/$lang/') && !['/$lang/_panel', '/$lang/my-inquiries'].includes(id))
        expect(
          namespaces.filter((ns) => privateNamespaces.includes(ns)),
          id,
        ).toEqual([])
  })
})

describe('loading namespaces (a fresh dictionary, as in the browser)', () => {
  let i18n: typeof import('.')
  beforeEach(async () => {
    vi.resetModules()
    i18n = await import('.')
  })

  it('translates only after the namespace is loaded, and fails loudly before', async () => {
    expect(() => i18n.translate('en', 'common.close')).toThrow(/namespace "common"/)
    await i18n.loadMessages('en', SHELL_NAMESPACES)
    expect(i18n.translate('en', 'common.close')).toBe(en.common.close)
    expect(() => i18n.translate('en', 'marketplace.freshness', { when: 'x' })).toThrow(/marketplace.*ROUTE_NAMESPACES/)
    // The other language is a separate dictionary: loading English did not make Polish available.
    expect(() => i18n.translate('pl', 'common.close')).toThrow(/namespace "common"/)
  })

  it('loads a route chain in one step, plurals and the brand included', async () => {
    await i18n.loadMessages('pl', namespacesOf(['/$lang', '/$lang/facility/$slug']))
    expect(i18n.loadMessages('pl', namespacesOf(['/$lang', '/$lang/facility/$slug']))).toBeUndefined()
    const t = i18n.translator('pl')
    expect(t('facilityPage.reviews', { count: 22, rating: '4,5' })).toBe('4,5 (22 opinie)')
    expect(t('pages.home.title')).not.toContain('{{brand}}')
    expect(() => t('sales.errors.required')).toThrow(/sales/)
  })

  it('ignores names that are not namespaces (a stale <html data-messages>)', async () => {
    await i18n.loadMessages('pl', ['common', 'nope'])
    expect(i18n.translate('pl', 'common.close')).toBe(pl.common.close)
  })
})
