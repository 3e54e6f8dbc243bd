import { describe, expect, it } from 'vitest'
import { get } from './http'

/** Spec §2 "Language and routing", every row of the redirect table. */
const REDIRECTS: [from: string, status: number, location: string][] = [
  ['/', 302, '/pl'],
  ['/?utm_source=x', 302, '/pl?utm_source=x'],
  ['/software', 301, '/pl/oprogramowanie-do-zarzadzania-self-storage'],
  ['/features', 301, '/pl/funkcje-systemu-selfstorage'],
  ['/facilities', 301, '/pl/magazyny-self-storage'],
  ['/facilities?q=Krak%C3%B3w', 301, '/pl/magazyny-self-storage?q=Krak%C3%B3w'],
  ['/signin', 301, '/pl/logowanie'],
  ['/signin?next=%2Fadmin', 301, '/pl/logowanie?next=%2Fadmin'],
  ['/case-studies', 301, '/pl/studia-przypadkow'],
  ['/why-skrytka', 301, '/pl/dlaczego-skrytka'],
  ['/dlaczego-skrytka', 301, '/pl/dlaczego-skrytka'],
  ['/sitemap', 301, '/pl/mapa-strony'],
  ['/mapa-strony', 301, '/pl/mapa-strony'],
  ['/blog', 301, '/pl/blog'],
  ['/facility/lockerbox-warszawa', 301, '/pl/magazyn-self-storage/lockerbox-warszawa'],
  ['/kontakt', 301, '/pl/kontakt'],
  // Missing prefix: keep the path and query.
  ['/magazyny-self-storage?q=Gda%C5%84sk', 302, '/pl/magazyny-self-storage?q=Gda%C5%84sk'],
  ['/some/unknown/path', 302, '/pl/some/unknown/path'],
  // Invalid prefix: replace it.
  ['/de/software', 302, '/pl/software'],
  ['/en-US/blog', 302, '/pl/blog'],
]

describe('language redirects', () => {
  it.each(REDIRECTS)('%s → %i %s', async (from, status, location) => {
    const response = await get(from)
    expect(response.status).toBe(status)
    expect(response.headers.get('location')).toBe(location)
  })

  it('honours a stored language choice at the root', async () => {
    const response = await get('/', { headers: { cookie: 'preferred-language=en' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en')
  })

  it('does not treat a non-language stored value as a choice', async () => {
    const response = await get('/', { headers: { cookie: 'preferred-language=de' } })
    expect(response.headers.get('location')).toBe('/pl')
  })
})
