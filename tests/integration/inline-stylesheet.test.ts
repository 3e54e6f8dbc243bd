import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { get } from './http'

// ADR 0077: the design system's stylesheet travels inside the HTML, so the first paint waits for no other request.
describe('the inlined stylesheet', () => {
  for (const path of ['/pl', '/en/facilities', '/pl/nie-ma-takiej-strony']) {
    it(`${path} carries the design system in its head and links no stylesheet`, async () => {
      const response = await get(path)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      const sheets = head.match(/<style data-app-css=""[^>]*>([\s\S]*?)<\/style>/g) ?? []
      expect(sheets).toHaveLength(1)
      // Tokens and recipes, not an empty tag.
      expect(sheets[0]).toContain('--colors-brand-')
      expect(sheets[0]!.length).toBeGreaterThan(20_000)
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/)
      // The encoding is declared before the stylesheet, within the first 1024 bytes as HTML requires.
      const charset = html.indexOf('<meta charSet="utf-8"')
      expect(charset).toBeGreaterThan(-1)
      expect(charset).toBeLessThan(1024)
      expect(charset).toBeLessThan(html.indexOf('<style data-app-css'))
    })
  }
})

// ADR 0078: the sheet keeps only the custom properties something reads. A var() built at run time (a template
// string in a component) would name a property the pruner removed, and the colour would silently fall away.
describe('the custom properties of the sheet', () => {
  const readNames = (text: string) => new Set([...text.matchAll(/var\(\s*(--[\w-]*)/g)].map((m) => m[1]!))
  const sheetOf = (html: string) => html.match(/<style data-app-css=""[^>]*>([\s\S]*?)<\/style>/)![1]!

  it('are all read, and everything read is declared: in the sheet, in style attributes, in the browser code', async () => {
    const assets = join(import.meta.dirname, '../../dist/client/assets')
    const clientCode = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n')
    for (const path of ['/pl', '/en/facilities', '/pl/oprogramowanie-do-zarzadzania-self-storage', '/en/why-skrytka']) {
      const html = await (await get(path)).text()
      const sheet = sheetOf(html)
      const declared = new Set([...sheet.matchAll(/[{;]\s*(--[\w-]+)\s*:/g)].map((m) => m[1]!))
      const readBySheet = readNames(sheet)
      expect(
        [...declared].filter((name) => !readBySheet.has(name)),
        `${path}: declared, never read`,
      ).toEqual([])
      const outside = new Set([...readNames(html.replace(sheet, '')), ...readNames(clientCode)])
      expect(
        [...outside].filter((name) => !declared.has(name)),
        `${path}: read, not declared`,
      ).toEqual([])
    }
  })
})
