import { beforeAll, describe, expect, it } from 'vitest'
import { LANG_COOKIE } from '@kernel/names'
import { SEED, sessionFor } from './api-helpers'
import { get } from './http'

/**
 * The console's lists as the server renders them (issue 37: moved from tests/e2e/admin-lists.spec.ts and
 * admin-i18n.spec.ts). A list's state lives in its URL, so what a reload or a shared link shows is the server's
 * render of that URL: page size, sort, search box, pager and rows, with bad parameters falling back to defaults.
 * Browser behaviour (changing them, the debounce, back) is in tests/e2e/console.spec.ts.
 */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

async function render(path: string, lang?: 'pl' | 'en') {
  const cookie = lang ? `${admin}; ${LANG_COOKIE}=${lang}` : admin
  const response = await get(path, { headers: { cookie } })
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The option a server-rendered <select> marks selected; the select found by the end of its id (React's useId). */
function selected(html: string, idSuffix: string): string | undefined {
  const select = new RegExp(`<select[^>]*id="[^"]*-${idSuffix}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1]
  const option = select?.match(/<option[^>]*\bselected\b[^>]*>/)?.[0]
  return option?.match(/value="([^"]*)"/)?.[1]
}
const searchBox = (html: string) => /<input[^>]*type="search"[^>]*>/.exec(html)?.[0] ?? ''
const pager = (html: string) => /<nav[^>]*aria-label="Stronicowanie"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
const bodyRows = (html: string) =>
  (/<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '').match(/<tr[\s>]/g)?.length ?? 0

describe('console lists: the URL is the state a reload shows', () => {
  it('facilities: page size, sort and page from the URL', async () => {
    const html = await render('/admin/facilities?limit=10&page=2&sort=location.city%3Aasc')
    expect(selected(html, 'limit')).toBe('10')
    expect(selected(html, 'sort')).toBe('location.city:asc')
    expect(text(pager(html))).toMatch(/Strona 2 z \d+/)
    const first = await render('/admin/facilities?limit=10&sort=location.city%3Aasc')
    expect(bodyRows(first)).toBe(10)
    expect(text(pager(first))).toMatch(/Strona 1 z \d+/)
  })

  it('clients: a search with no match keeps its text and says "Brak wyników"', async () => {
    const html = await render('/admin/clients?q=nie-ma-takiego-klienta&sort=companyName%3Adesc')
    expect(searchBox(html)).toContain('value="nie-ma-takiego-klienta"')
    expect(selected(html, 'sort')).toBe('companyName:desc')
    expect(text(html)).toContain('Brak wyników')
  })

  it('users: search and page size from the URL, the table in its labelled region', async () => {
    const html = await render('/admin/users?limit=50&q=skrytka.test')
    expect(selected(html, 'limit')).toBe('50')
    expect(searchBox(html)).toContain('value="skrytka.test"')
    // The table sits in a focusable, scrollable region named by its caption (a narrow screen scrolls it, not the page).
    const region = /<div role="region" aria-labelledby="([^"]+)" tabindex="0" class="[^"]*ov-x_auto/.exec(html)
    expect(region).not.toBeNull()
    expect(html).toContain(`<caption id="${region![1]}"`)
    expect(html).toMatch(new RegExp(`<caption id="${region![1]}"[^>]*>Lista użytkowników</caption>`))
    expect(html).toMatch(/<a[^>]*>admin@skrytka\.test<\/a>/)
  })

  it('bad list parameters fall back to the defaults', async () => {
    const bad = await get('/admin/clients?page=abc&limit=7&sort=hack', { headers: { cookie: admin } })
    // The router puts the fallen-back search in the address, then renders it.
    expect(bad.status).toBe(307)
    const location = new URL(bad.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe('/admin/clients')
    const html = await render(`${location.pathname}${location.search}`)
    expect(selected(html, 'limit')).toBe('20')
    expect(selected(html, 'sort')).toBe('id:desc')
    expect(text(pager(html))).toMatch(/Strona 1 z \d+/)
  })

  it('the language cookie picks the console language on the server', async () => {
    const en = await render('/admin/facilities', 'en')
    expect(en).toMatch(/<html[^>]*lang="en"/)
    expect(en).toContain('<title>Facilities – Admin console – Skrytka</title>')
    const pl = await render('/admin/clients', 'pl')
    expect(pl).toMatch(/<html[^>]*lang="pl"/)
    expect(text(pl)).toContain('Operatorzy')
  })

  it('a console address that does not exist answers 404 in the console language, signed in or not', async () => {
    for (const cookie of [`${admin}; ${LANG_COOKIE}=en`, `${LANG_COOKIE}=en`]) {
      const response = await get('/admin/no-such-page', { headers: { cookie } })
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toMatch(/<html[^>]*lang="en"/)
      expect(html).toContain('<title>Page not found (404) – Skrytka</title>')
      expect(text(html)).toContain('Oops! Page not found')
      expect(text(html)).not.toContain('Nie znaleziono')
    }
    const pl = await get('/admin/no-such-page', { headers: { cookie: admin } })
    expect(await pl.text()).toMatch(/<html[^>]*lang="pl"[\s\S]*Ups! Nie znaleziono strony/)
  })
})
