import { describe, expect, it } from 'vitest'
import { get } from './http'

// ADR 0077: the design system's stylesheet travels inside the HTML, so the first paint waits for no other request.
describe('the inlined stylesheet', () => {
  for (const path of ['/pl', '/en/facilities', '/pl/nie-ma-takiej-strony']) {
    it(`${path} carries the design system in its head and links no stylesheet`, async () => {
      const response = await get(path)
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      const sheets = head.match(/<style data-app-css="">([\s\S]*?)<\/style>/g) ?? []
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
