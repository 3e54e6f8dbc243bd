import { join } from 'node:path'
import { parseAst } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { inlineStaticStyles, loadPandaRuntime, type PandaRuntime } from './panda-static-plugin.ts'

type Fn = (...args: unknown[]) => unknown

let runtime: PandaRuntime
let css: Fn & { raw: Fn }
let cx: Fn
let button: Fn
let modal: Fn

beforeAll(async () => {
  runtime = await loadPandaRuntime(join(import.meta.dirname, '../../styled-system'))
  css = runtime['styled-system/css'].css as typeof css
  cx = runtime['styled-system/css'].cx as Fn
  button = runtime['styled-system/recipes'].button as Fn
  modal = runtime['styled-system/recipes'].modal as Fn
})

const transform = (code: string, id = 'src/x.tsx') => {
  const result = inlineStaticStyles(code, id, runtime)
  if (!result) throw new Error('no runtime import found')
  parseAst(result.code, { lang: 'tsx' }) // still a valid module
  return result
}
const literal = (value: unknown) => JSON.stringify(value)

describe('inlineStaticStyles', () => {
  it('replaces a literal css() call with the class string the runtime returns, and drops the import', () => {
    const { code, inlined, removedImports } = transform(
      "import { css } from 'styled-system/css'\nexport const a = css({ display: 'flex', gap: '2', p: 4, mt: -1 })\n",
    )
    const expected = css({ display: 'flex', gap: '2', p: 4, mt: -1 })
    expect(expected).toMatch(/\bd_flex\b/)
    expect(code).toBe(`\nexport const a = ${literal(expected)}\n`)
    expect(inlined).toBe(1)
    expect(removedImports).toEqual(['css'])
  })

  it('keeps nested conditions (breakpoints, _hover, arrays, base) exactly as the runtime orders them', () => {
    const style = {
      px: { base: '4', md: '6' },
      _hover: { bg: 'brand.50', _dark: { bg: 'brand.900' } },
      md: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)' },
      '& > li': { listStyle: 'none' },
    }
    const { code } = transform(
      `import { css } from 'styled-system/css'\nexport const a = css(${JSON.stringify(style)})\n`,
    )
    expect(code).toContain(literal(css(style)))
    expect(css(style)).toContain('md:d_grid')
  })

  it('replaces recipe calls, slot recipes (one shared object) and cx over literal calls', () => {
    const { code, removedImports } = transform(
      [
        "import { css, cx } from 'styled-system/css'",
        "import { button, modal } from 'styled-system/recipes'",
        "export const b = button({ variant: 'ghost', size: 'icon' })",
        'export const d = button()',
        "export const m = modal({ size: 'demo' })",
        "export const c = cx(css({ m: '1' }), 'extra', false)",
      ].join('\n'),
    )
    expect(code).toContain(`export const b = ${literal(button({ variant: 'ghost', size: 'icon' }))}`)
    expect(code).toContain(`export const d = ${literal(button())}`)
    expect(code).toContain(`const __pandaStatic0 = ${literal(modal({ size: 'demo' }))};`)
    expect(code).toContain('export const m = __pandaStatic0')
    expect(code).toContain(`export const c = ${literal(cx(css({ m: '1' }), 'extra', false))}`)
    expect(removedImports.sort()).toEqual(['button', 'css', 'cx', 'modal'])
    expect(code).not.toContain('styled-system')
  })

  it('puts a hoisted slot-recipe object after the imports, keeping a directive first', () => {
    const { code } = transform(
      "'use client'\nimport { modal } from 'styled-system/recipes'\nimport { x } from './x'\nexport const m = () => [modal(), x]\n",
    )
    const lines = code.split('\n')
    expect(lines[0]).toBe("'use client'")
    expect(lines.findIndex((line) => line.startsWith('const __pandaStatic0 = '))).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith("import { x } from './x'")),
    )
    expect(code).toContain('export const m = () => [__pandaStatic0, x]')
  })

  it('turns a choice between literals into a ternary over class strings', () => {
    const { code } = transform(
      "import { css } from 'styled-system/css'\nexport const a = (on) => css({ p: '2', color: on ? 'red' : 'blue' })\n",
    )
    expect(code).toContain(
      `(on ? ${literal(css({ p: '2', color: 'red' }))} : ${literal(css({ p: '2', color: 'blue' }))})`,
    )
  })

  it('leaves calls with a run-time value untouched, keeps their import, and still inlines literal calls inside', () => {
    const source = [
      "import { css, cx } from 'styled-system/css'",
      "import { button } from 'styled-system/recipes'",
      'export const a = (color) => css({ color })',
      "export const b = (active) => cx(css({ m: '1' }), active && 'on')",
      "export const c = (variant) => button({ variant, size: 'sm' })",
      "export const d = (more) => css({ p: '1', ...more })",
    ].join('\n')
    const { code, dynamic, removedImports } = transform(source)
    expect(code).toContain('css({ color })')
    expect(code).toContain(`cx(${literal(css({ m: '1' }))}, active && 'on')`)
    expect(code).toContain("button({ variant, size: 'sm' })")
    expect(code).toContain("css({ p: '1', ...more })")
    expect(dynamic.map((call) => `${call.name}:${call.line}`)).toEqual(['css:3', 'cx:4', 'button:5', 'css:6'])
    expect(removedImports).toEqual([])
    expect(code).toContain("import { css, cx } from 'styled-system/css'")
  })

  it('removes only the specifiers nothing refers to any more', () => {
    const { code } = transform(
      "import { css, cx } from 'styled-system/css'\nexport const a = css({ m: '1' })\nexport const b = (x) => cx('a', x)\n",
    )
    expect(code.split('\n')[0]).toMatch(/^import \{\s*cx \} from 'styled-system\/css'$/)
  })

  it('does not touch a name the module declares again, which may shadow the import', () => {
    const source =
      "import { css } from 'styled-system/css'\nfunction f(css) { return css({ m: '1' }) }\nexport const a = f\n"
    const result = inlineStaticStyles(source, 'src/x.tsx', runtime)
    expect(result).toBeNull()
  })

  it('ignores modules without a runtime import', () => {
    expect(
      inlineStaticStyles("import { css } from './styled-system-lookalike'\ncss({ m: '1' })", 'a.ts', runtime),
    ).toBeNull()
  })
})
