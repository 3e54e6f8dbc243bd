import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfigAndCreateContext } from '@pandacss/node'
import { type Targets, transform } from 'lightningcss'
import postcss, { type Container, type Declaration, list } from 'postcss'
import pruneVar from 'postcss-prune-var'
import type { SheetLeaves } from '../../src/ui/page-sheet-leaves.ts'
import { inlineStaticStyles, loadPandaRuntime } from './panda-static-plugin.ts'

type PandaContext = Awaited<ReturnType<typeof loadConfigAndCreateContext>>
type Encoder = PandaContext['encoder']

/**
 * Panda's layer order, stated first in every sheet: the minifier drops the statement when the blocks already come in
 * that order, and a page's sheet without one layer would then let the whole sheet, added later, append it last.
 */
const LAYER_ORDER = '@layer reset,base,tokens,recipes,utilities;'

/**
 * Writes the stylesheet of any set of source files with Panda's own extractor and generator, the way the PostCSS
 * plugin writes the whole one: the baseline (reset, tokens, global styles, keyframes) and the rules the files' style
 * calls and recipes produce. Each file is parsed once; a set's rules are the union of its files'. The text then goes
 * through the same steps as `src/styles.css` (postcss-prune-var, ADR 0078; minified by Lightning CSS).
 */
export async function createSheetWriter(cwd: string, cssTarget: string[]) {
  const targets = lightningTargets(cssTarget)
  const ctx = await loadConfigAndCreateContext({ cwd })
  const runtime = await loadPandaRuntime(join(cwd, ctx.config.outdir))
  const files = new Set(ctx.getFiles())
  const encoders = new Map<string, Encoder>()
  const encoderOf = (file: string) => {
    let encoder = encoders.get(file)
    if (!encoder) {
      encoder = ctx.encoder.clone()
      ctx.parseFile(file, encoder)
      // A recipe called with a value known only at run time (`badge({ tone: TONE[status] })`) can draw any of its
      // variants: Panda's extractor sees none of them, so all are the file's (the whole sheet had them only because
      // other files named them).
      const dynamic = inlineStaticStyles(readFileSync(file, 'utf8'), file, runtime)?.dynamic ?? []
      for (const { name } of dynamic) {
        if (!ctx.recipes.keys.includes(name)) continue
        for (const [key, values] of Object.entries(ctx.recipes.getConfig(name).variants ?? {}))
          for (const value of Object.keys(values)) encoder.processRecipe(name, { [key]: value })
      }
      encoders.set(file, encoder)
    }
    return encoder
  }

  return {
    /** Every file Panda reads (its `include` less its `exclude`), as absolute paths. */
    files,
    async sheetOf(sources: Iterable<string>): Promise<string> {
      const union = ctx.encoder.clone()
      for (const file of sources) if (files.has(file)) mergeInto(union, encoderOf(file))
      const sheet = ctx.createSheet()
      ctx.appendLayerParams(sheet)
      ctx.appendBaselineCss(sheet)
      sheet.processDecoder(ctx.decoder.clone().collect(union))
      const pruned = await postcss([pruneVar()]).process(ctx.getCss(sheet), { from: undefined })
      const { code } = transform({ filename: 'page.css', code: Buffer.from(pruned.css), minify: true, targets })
      const css = code.toString()
      return css.startsWith('@layer reset,') && css.indexOf(';') < css.indexOf('{') ? css : LAYER_ORDER + css
    },
  }
}

function mergeInto(target: Encoder, source: Encoder) {
  for (const hash of source.atomic) target.atomic.add(hash)
  for (const hash of source.compound_variants) target.compound_variants.add(hash)
  for (const [map, from] of [
    [target.recipes, source.recipes],
    [target.recipes_base, source.recipes_base],
  ] as const) {
    for (const [name, hashes] of from) {
      const set = map.get(name) ?? new Set<string>()
      for (const hash of hashes) set.add(hash)
      map.set(name, set)
    }
  }
}

/** Vite's `build.cssTarget` (`chrome111`, `safari16.4`, …) as Lightning CSS's targets, as Vite's own minifier reads it. */
export function lightningTargets(cssTarget: string[]): Targets {
  const names: Record<string, keyof Targets> = {
    chrome: 'chrome',
    edge: 'edge',
    firefox: 'firefox',
    safari: 'safari',
    ios: 'ios_saf',
    opera: 'opera',
  }
  const targets: Targets = {}
  for (const entry of cssTarget) {
    const match = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(entry)
    const browser = match && names[match[1]!]
    if (!browser) throw new Error(`page sheets: unsupported CSS target "${entry}"`)
    const version = (Number(match[2]) << 16) | (Number(match[3] ?? 0) << 8)
    targets[browser] = Math.min(targets[browser] ?? version, version)
  }
  return targets
}

/** Rules kept whole, not descended into: their insides are not rules with selectors. */
const GROUPING = new Set(['layer', 'media', 'supports', 'container'])

/** The whole sheet as `SheetLeaves`, with an index of where each selector's property and each whole piece sit. */
export function leavesOf(css: string) {
  const leaves: SheetLeaves = { wrappers: [], rules: [] }
  const wrapperIndex = new Map<string, number>()
  const where = new Map<string, number[]>()
  let count = 0
  walkRules(css, (path, selectors, selector, declarations) => {
    const key = path.join('\n')
    let wrapper = wrapperIndex.get(key)
    if (wrapper === undefined) {
      wrapper = leaves.wrappers.push(path) - 1
      wrapperIndex.set(key, wrapper)
    }
    leaves.rules.push([wrapper, selector, declarations.map((d) => d.text)])
    declarations.forEach((declaration, i) => {
      for (const one of selectors.length ? selectors : ['']) {
        const at = `${key}\0${one}\0${declaration.prop}`
        where.set(at, [...(where.get(at) ?? []), count + i])
      }
    })
    count += declarations.length
  })
  return { leaves, count, where }
}

/**
 * The declarations of the whole sheet a route's own sheet holds: for each of its rules, every declaration of the
 * same property under the same selector and at-rules. Fails the build when one has no counterpart, which would mean
 * the two sheets were written differently.
 */
export function choiceOf(whole: ReturnType<typeof leavesOf>, css: string): Set<number> {
  const chosen = new Set<number>()
  const missing: string[] = []
  walkRules(css, (path, selectors, _selector, declarations) => {
    const key = path.join('\n')
    for (const one of selectors.length ? selectors : [''])
      for (const { prop, text } of declarations) {
        const found = whole.where.get(`${key}\0${one}\0${prop}`)
        if (found) for (const leaf of found) chosen.add(leaf)
        else missing.push(`${path.join(' ')} ${one} ${text}`.slice(0, 200))
      }
  })
  if (missing.length) throw new Error(`page sheets: not in the whole sheet:\n${missing.slice(0, 10).join('\n')}`)
  return chosen
}

type Visit = (
  path: string[],
  selectors: string[],
  selector: string,
  declarations: { prop: string; text: string }[],
) => void

function walkRules(css: string, visit: Visit) {
  const walk = (container: Container, path: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes)
        walk(node, [...path, `@${node.name}${node.params ? ` ${node.params}` : ''}`])
      else if (node.type === 'rule' && node.nodes.every((child) => child.type === 'decl'))
        visit(
          path,
          node.selectors.flatMap(unwrapIs),
          node.selector,
          (node.nodes as Declaration[]).map((d) => ({ prop: d.prop, text: d.toString() })),
        )
      // A piece kept whole: its own text is its key. A statement (`@layer a,b;`) ends with the semicolon its
      // parent's text held.
      else if (node.type !== 'comment') {
        const text = node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString()
        visit(path, [], '', [{ prop: text, text }])
      }
    }
  }
  walk(postcss.parse(css), [])
}

/** Lightning CSS joins same-bodied rules as `:is(a,b)`: each of its selectors is one of the rule's own. */
function unwrapIs(selector: string): string[] {
  if (!selector.startsWith(':is(') || !selector.endsWith(')')) return [selector]
  const inner = selector.slice(4, -1)
  let depth = 0
  for (const char of inner) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth < 0) return [selector]
  }
  return list.comma(inner)
}

/** Throws when a sheet is not valid CSS: Lightning CSS stops at the first error instead of recovering. */
export function assertValidCss(css: string, name: string) {
  try {
    transform({ filename: `${name}.css`, code: Buffer.from(css), minify: false })
  } catch (error) {
    throw new Error(`page sheets: the sheet of ${name} is not valid CSS: ${(error as Error).message}`)
  }
}
