/**
 * Issue 45 (ADR 0115): a page's scripts wait for its first paint. The HTML names no script for the browser to fetch
 * while it reads the page: no module preload, no script with a `src`; one inline loader, carrying the response's
 * nonce, holds the entry and every chunk the page hydrates with, each of which the server serves.
 */
import { describe, expect, it } from 'vitest'
import { bootModules } from '../support/boot-modules'
import { get } from './http'

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]

describe('scripts start after the first paint', () => {
  it.each([
    '/pl',
    '/en/facilities',
    '/pl/magazyn-self-storage/lockerbox-warszawa',
    '/pl/blog/trendy-self-storage-2025-2026',
    '/pl/magazyny-self-storage/krakow',
    '/pl/no-such-page',
  ])('%s: one loader holds the entry and its chunks; nothing else is fetched before it runs', async (path) => {
    const response = await get(path)
    const html = await response.text()
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]+\ssrc=/)
    expect(html.match(/data-boot=""/g)).toHaveLength(1)
    const { entry, modules, nonce } = bootModules(html)
    expect(nonce).toBe(nonceOf(response.headers.get('content-security-policy')!))
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    expect(modules).not.toContain(entry)
    expect(modules.some((href) => /\/core-[\w-]+\.js$/.test(href))).toBe(true)
    for (const href of [entry, ...modules]) expect((await get(href)).status, href).toBe(200)
  })
})
