import { describe, expect, it } from 'vitest'
import { LANGS } from '@kernel/lang'
import { PAGES, PRIVATE_PAGES, type PageId, localizedPath } from '~/i18n/route-table'
import { get } from './http'

// Signed-in pages (panel, my inquiries) redirect anonymous visitors: signed-in-cache.test.ts.
const STATIC_PAGES = (Object.keys(PAGES) as PageId[]).filter(
  (page) => page !== 'facility' && page !== 'city' && !(PRIVATE_PAGES as readonly PageId[]).includes(page),
)

describe('every localized page', () => {
  const cases = STATIC_PAGES.flatMap((page) => LANGS.map((lang) => [localizedPath(page, lang), lang] as const))
  it.each(cases)('%s → 200, <html lang=%s>, title and heading', async (path, lang) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/)
    expect(html).toMatch(/<h1[^>]*>[^<]+/)
  })

  it.each(['/cookies', '/privacy', '/polityka-prywatnosci', '/regulamin'])(
    '%s renders directly in Polish',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<html lang="pl"')
    },
  )

  it('serves the admin shell', async () => {
    const response = await get('/admin')
    expect([200, 302, 307]).toContain(response.status)
  })
})

describe('not found', () => {
  it.each([
    ['/pl/nie-ma-takiej-strony', 'pl', 'Ups! Nie znaleziono strony'],
    ['/en/no-such-page', 'en', 'Oops! Page not found'],
    // A segment of the other language is not an alias: no duplicate content.
    ['/pl/software', 'pl', 'Ups! Nie znaleziono strony'],
    ['/en/magazyny-self-storage', 'en', 'Oops! Page not found'],
  ])('%s → 404 with the text and a link home', async (path, lang, text) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toContain(text)
    expect(html).toContain(`href="/${lang}"`)
  })
})

// The server names on <html> the namespaces the page rendered beyond the shell's; the browser loads exactly those
// before hydrating (ADR 0027). Never the admin console's or the operator panel's on a public page.
describe('the namespaces a page hands to the browser', () => {
  it.each([
    [localizedPath('home', 'pl'), 'home'],
    [localizedPath('home', 'en'), 'home'],
    [localizedPath('facilities', 'pl'), 'marketplace'],
    [localizedPath('software', 'en'), 'operator'],
    [localizedPath('blog', 'pl'), 'blog'],
    [localizedPath('signin', 'en'), 'auth'],
    [localizedPath('contact', 'pl'), 'consent'],
    ['/en/no-such-page', ''],
  ])('%s → data-messages="%s"', async (path, namespaces) => {
    const html = await (await get(path)).text()
    expect(/<html[^>]* data-messages="([^"]*)"/.exec(html)?.[1]).toBe(namespaces)
  })
})
