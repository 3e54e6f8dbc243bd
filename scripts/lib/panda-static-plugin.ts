import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import { type ESTree, type Plugin, parseAst } from 'vite'

/** The generated runtime entry points whose calls can be evaluated at build time, by import specifier. */
const RUNTIME_MODULES = { 'styled-system/css': 'css/index.mjs', 'styled-system/recipes': 'recipes/index.mjs' } as const

type RuntimeModule = keyof typeof RUNTIME_MODULES
type StyleFn = ((...args: unknown[]) => unknown) & { raw?: (...args: unknown[]) => unknown }

/** The exports of the generated runtime modules, loaded in Node: the same functions the browser would call. */
export type PandaRuntime = Record<RuntimeModule, Record<string, unknown>>

export async function loadPandaRuntime(styledSystemDir: string): Promise<PandaRuntime> {
  const load = (file: string) => import(pathToFileURL(join(styledSystemDir, file)).href)
  return {
    'styled-system/css': await load(RUNTIME_MODULES['styled-system/css']),
    'styled-system/recipes': await load(RUNTIME_MODULES['styled-system/recipes']),
  }
}

/** One call to a runtime function that kept its call: an argument is only known at run time. */
export interface DynamicCall {
  name: string
  line: number
}

export interface InlineResult {
  code: string
  /** null when nothing was inlined (the code is unchanged) */
  map: ReturnType<MagicString['generateMap']> | null
  inlined: number
  dynamic: DynamicCall[]
  removedImports: string[]
}

type Node = ESTree.Node & { start: number; end: number }
const NOT_STATIC = Symbol('not static')
/** Most literal forms one call may expand to (2–3 ternaries); past that the runtime call is smaller. */
const MAX_VARIANTS = 8

class NeedsChoice {
  readonly node: ESTree.ConditionalExpression
  constructor(node: ESTree.ConditionalExpression) {
    this.node = node
  }
}

/**
 * Replaces every call to `css`, `css.raw`, `cx` or a generated recipe whose arguments are literals with the value the
 * runtime returns for them, and drops import specifiers nothing refers to any more. (`cva`/`sva` return functions, so
 * they and their results keep the runtime.) Returns null when the module imports no runtime function.
 */
export function inlineStaticStyles(code: string, id: string, runtime: PandaRuntime): InlineResult | null {
  // `__pandaStatic` names the hoisted objects; a module that already uses it is left alone.
  if (!code.includes('styled-system/') || code.includes('__pandaStatic')) return null
  const program = parseAst(code, { lang: languageOf(id) }, id) as unknown as Node

  // local name → the runtime function it imports
  const imported = new Map<string, { fn: StyleFn; specifier: Node; declaration: Node }>()
  for (const statement of (program as unknown as ESTree.Program).body) {
    if (statement.type !== 'ImportDeclaration' || !(statement.source.value in RUNTIME_MODULES)) continue
    if (statement.importKind === 'type') continue
    const exports = runtime[statement.source.value as RuntimeModule]
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue
      const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value
      const fn = exports[name]
      if (typeof fn === 'function')
        imported.set(specifier.local.name, {
          fn: fn as StyleFn,
          specifier: specifier as Node,
          declaration: statement as Node,
        })
    }
  }
  if (imported.size === 0) return null

  // A name declared again anywhere in the module might be shadowed where it is called: leave it alone.
  for (const name of declaredNames(program)) imported.delete(name)
  if (imported.size === 0) return null

  const s = new MagicString(code)
  const hoisted: string[] = []
  const replaced: [number, number][] = []
  const dynamic: DynamicCall[] = []
  let inlined = 0

  const runtimeFn = (callee: Node): StyleFn | undefined => {
    if (callee.type === 'Identifier') return imported.get(callee.name)?.fn
    // `css.raw({...})`
    if (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object.type === 'Identifier' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'raw'
    ) {
      const raw = imported.get(callee.object.name)?.fn.raw
      return typeof raw === 'function' ? raw : undefined
    }
    return undefined
  }

  // A ternary in an argument is a choice between literals: `evaluate` takes its branch from `choices`, or asks for one.
  const evaluate = (node: Node, choices: Map<Node, boolean>): unknown => {
    switch (node.type) {
      case 'ConditionalExpression': {
        const choice = choices.get(node)
        if (choice === undefined) throw new NeedsChoice(node)
        return evaluate((choice ? node.consequent : node.alternate) as Node, choices)
      }
      case 'Literal':
        if ('regex' in node || 'bigint' in node) return NOT_STATIC
        return node.value
      case 'TemplateLiteral':
        return node.expressions.length === 0 ? node.quasis[0]!.value.cooked : NOT_STATIC
      case 'Identifier':
        return node.name === 'undefined' ? undefined : NOT_STATIC
      case 'UnaryExpression': {
        if (node.operator !== '-' && node.operator !== '+') return NOT_STATIC
        const value = evaluate(node.argument as Node, choices)
        if (typeof value !== 'number') return NOT_STATIC
        return node.operator === '-' ? -value : value
      }
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        return evaluate(node.expression as Node, choices)
      case 'ArrayExpression': {
        const out: unknown[] = []
        for (const element of node.elements) {
          if (element === null || element.type === 'SpreadElement') return NOT_STATIC
          const value = evaluate(element as Node, choices)
          if (value === NOT_STATIC) return NOT_STATIC
          out.push(value)
        }
        return out
      }
      case 'ObjectExpression': {
        const out: Record<string, unknown> = {}
        for (const property of node.properties) {
          if (property.type !== 'Property' || property.kind !== 'init' || property.method) return NOT_STATIC
          let key: unknown
          if (property.computed) key = evaluate(property.key as Node, choices)
          else if (property.key.type === 'Identifier') key = property.key.name
          else if (property.key.type === 'Literal') key = property.key.value
          else return NOT_STATIC
          if (typeof key !== 'string' && typeof key !== 'number') return NOT_STATIC
          const value = evaluate(property.value as Node, choices)
          if (value === NOT_STATIC) return NOT_STATIC
          out[key] = value
        }
        return out
      }
      case 'CallExpression': {
        const fn = runtimeFn(node.callee as Node)
        if (!fn || node.optional) return NOT_STATIC
        const args: unknown[] = []
        for (const argument of node.arguments) {
          if (argument.type === 'SpreadElement') return NOT_STATIC
          const value = evaluate(argument as Node, choices)
          if (value === NOT_STATIC) return NOT_STATIC
          args.push(value)
        }
        try {
          // The runtime memoizes by argument and some paths hand back its cached objects: inline a copy.
          return structuredClone(fn(...args))
        } catch {
          return NOT_STATIC
        }
      }
      default:
        return NOT_STATIC
    }
  }

  const literal = (value: unknown) => {
    if (typeof value === 'string') return JSON.stringify(value)
    // An object (a slot recipe's classes, `css.raw`): one per module, so it keeps the identity the runtime's memo
    // gave it across renders.
    const name = `__pandaStatic${hoisted.length}`
    hoisted.push(`const ${name} = ${JSON.stringify(value)};\n`)
    return name
  }

  // The call as literals, or as a ternary over literals when its arguments choose between literals:
  // `css({ color: on ? 'a' : 'b' })` → `(on ? "color_a" : "color_b")`. Each test is still evaluated once, in order.
  let leaves = 0
  const staticForm = (node: Node, choices: Map<Node, boolean>): string | typeof NOT_STATIC => {
    try {
      const value = evaluate(node, choices)
      if (value === NOT_STATIC) return NOT_STATIC
      leaves++
      return literal(value)
    } catch (error) {
      if (!(error instanceof NeedsChoice)) throw error
      const test = error.node.test as Node
      if (leaves >= MAX_VARIANTS || refersTo(test, imported)) return NOT_STATIC
      const yes = staticForm(node, new Map(choices).set(error.node, true))
      if (yes === NOT_STATIC) return NOT_STATIC
      const no = staticForm(node, new Map(choices).set(error.node, false))
      if (no === NOT_STATIC) return NOT_STATIC
      return `(${code.slice(test.start, test.end)} ? ${yes} : ${no})`
    }
  }

  walk(program, (node) => {
    if (node.type !== 'CallExpression' || !runtimeFn(node.callee as Node)) return true
    const hoistedBefore = hoisted.length
    leaves = 0
    const replacement = staticForm(node, new Map())
    if (replacement === NOT_STATIC) {
      hoisted.length = hoistedBefore
      dynamic.push({ name: calleeName(node.callee as Node), line: lineOf(code, node.start) })
      return true // its arguments may still hold static calls: `cx(css({...}), active && 'x')`
    }
    s.overwrite(node.start, node.end, replacement)
    replaced.push([node.start, node.end])
    inlined++
    return false
  })
  if (inlined === 0) return { code, map: null, inlined, dynamic, removedImports: [] }

  const inReplaced = (node: Node) => replaced.some(([start, end]) => node.start >= start && node.end <= end)
  const referenced = new Set<string>()
  walkReferences(program, (identifier) => {
    if (imported.has(identifier.name) && !inReplaced(identifier)) referenced.add(identifier.name)
  })
  const removedImports: string[] = []
  const byDeclaration = new Map<Node, Node[]>()
  for (const [name, { specifier, declaration }] of imported) {
    if (referenced.has(name)) continue
    removedImports.push(name)
    byDeclaration.set(declaration, [...(byDeclaration.get(declaration) ?? []), specifier])
  }
  for (const [declaration, unused] of byDeclaration) {
    const specifiers = (declaration as unknown as ESTree.ImportDeclaration).specifiers as Node[]
    if (unused.length === specifiers.length) s.remove(declaration.start, declaration.end)
    else for (const specifier of unused) removeListItem(s, code, specifier)
  }
  if (hoisted.length) {
    // After the imports, so directives and a hashbang stay first; imports are hoisted, so nothing runs before it.
    const body = (program as unknown as ESTree.Program).body as Node[]
    const lastImport = body.findLast((statement) => statement.type === 'ImportDeclaration')
    if (lastImport && replaced.every(([start]) => start > lastImport.end))
      s.appendLeft(lastImport.end, `\n${hoisted.join('')}`)
    else s.prepend(hoisted.join(''))
  }
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id }), inlined, dynamic, removedImports }
}

/**
 * Build step for issue 15: every page's first load carried Panda's runtime (`css`, its helpers, the recipes) and ran
 * each `css({...})` during hydration, though most calls only hold literals. Those calls become the class strings the
 * runtime would have returned; calls with a run-time argument keep the runtime. Both the client and the SSR build
 * run it, so the server's HTML and the hydrating client agree. Panda's own CSS extraction reads the source files
 * from disk, so the stylesheet does not change.
 */
export function pandaStatic(options: { styledSystemDir?: string } = {}): Plugin[] {
  const styledSystemDir = options.styledSystemDir ?? join(process.cwd(), 'styled-system')
  let runtime: Promise<PandaRuntime> | undefined
  return [
    {
      name: 'skrytka:panda-static',
      apply: 'build',
      transform: {
        filter: { id: { exclude: /node_modules|[\\/]styled-system[\\/]/ }, code: 'styled-system/' },
        async handler(code, id) {
          runtime ??= loadPandaRuntime(styledSystemDir)
          const result = inlineStaticStyles(code, id, await runtime)
          return result?.map ? { code: result.code, map: result.map } : undefined
        },
      },
    },
    {
      // The generated modules only define functions, but a few top-level calls the bundler cannot prove pure
      // (`Object.keys(buttonVariantMap)`) kept every recipe in the bundle once imported by anything.
      name: 'skrytka:panda-runtime-pure',
      apply: 'build',
      transform: {
        filter: { id: /[\\/]styled-system[\\/].*\.mjs$/ },
        handler: (code) => ({ code, map: null, moduleSideEffects: false }),
      },
    },
  ]
}

/** Vite has usually compiled TypeScript and JSX away by now; the id's extension still names a superset of what is left. */
function languageOf(id: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  const extension = /\.([cm]?[jt]sx?)(?:$|\?)/.exec(id)?.[1]?.replace(/^[cm]/, '')
  return extension === 'ts' || extension === 'tsx' || extension === 'jsx'
    ? extension
    : extension === 'js'
      ? 'js'
      : 'tsx'
}

function calleeName(callee: Node): string {
  if (callee.type === 'Identifier') return callee.name
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') return `${callee.object.name}.raw`
  return '?'
}

function lineOf(code: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset; i++) if (code.charCodeAt(i) === 10) line++
  return line
}

/** Removes one specifier of an import list with the comma that joins it to its neighbour. */
function removeListItem(s: MagicString, code: string, node: Node) {
  let end = node.end
  while (/\s/.test(code[end]!)) end++
  if (code[end] === ',') {
    s.remove(node.start, end + 1)
    return
  }
  let start = node.start
  while (/\s/.test(code[start - 1]!)) start--
  if (code[start - 1] === ',') start--
  s.remove(start, node.end)
}

function refersTo(node: Node, names: Map<string, unknown>): boolean {
  let found = false
  walkReferences(node, (identifier) => {
    found ||= names.has(identifier.name)
  })
  return found
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

/** Visits every node depth-first; `enter` returns false to skip the node's children. */
function walk(
  node: Node,
  enter: (node: Node, parent: Node | undefined, key: string) => boolean,
  parent?: Node,
  key = '',
) {
  if (!enter(node, parent, key)) return
  for (const [childKey, child] of Object.entries(node)) {
    if (childKey === 'parent') continue
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) walk(item, enter, node, childKey)
    } else if (isNode(child)) walk(child, enter, node, childKey)
  }
}

/** Identifiers that read a binding (not property names, not the import itself). Over-counting only keeps an import. */
function walkReferences(program: Node, visit: (identifier: Node & { name: string }) => void) {
  walk(program, (node, parent, key) => {
    if (node.type === 'ImportDeclaration') return false
    if (node.type !== 'Identifier') return true
    if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) return false
    if (parent?.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return false
    if ((parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && key === 'key') return false
    visit(node as Node & { name: string })
    return false
  })
}

/** Every name a declaration in the module binds, imports aside. */
function declaredNames(program: Node): Set<string> {
  const names = new Set<string>()
  const addPattern = (pattern: Node | null | undefined) => {
    if (!pattern) return
    walk(pattern, (node, parent, key) => {
      if (node.type === 'Identifier') {
        if (!(parent?.type === 'Property' && key === 'key' && !parent.computed))
          names.add((node as ESTree.BindingIdentifier).name)
        return false
      }
      // defaults inside a pattern are expressions, not bindings
      if (node.type === 'AssignmentPattern') {
        addPattern(node.left as Node)
        return false
      }
      return true
    })
  }
  walk(program, (node) => {
    switch (node.type) {
      case 'ImportDeclaration':
        return false
      case 'VariableDeclarator':
        addPattern(node.id as Node)
        break
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        if ('id' in node && node.id) names.add(node.id.name)
        for (const param of node.params) addPattern(param as Node)
        break
      case 'ClassDeclaration':
      case 'ClassExpression':
        if (node.id) names.add(node.id.name)
        break
      case 'CatchClause':
        addPattern(node.param as Node)
        break
    }
    return true
  })
  return names
}
