/**
 * Issue 45 (ADR 0116): every public page carries the cookie banner's server copy, in the page's language, with the
 * script that shows it, which carries the response's nonce. A browser that says a choice is stored gets the element
 * empty, from a fresh render and from the HTML cache alike; anything else in the cookie leaves the copy in.
 */
import { describe, expect, it } from 'vitest'
import { get } from './http'

const COPY = /<div id="consent-copy"[^>]*>(.*?)<\/div><a href="#main"/s
const copyOf = (html: string) => COPY.exec(html)?.[1]
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]

describe("the cookie banner's server copy", () => {
  it.each([
    ['/pl', 'Szanujemy Twoją prywatność', 'Akceptuj wszystkie'],
    ['/en/facilities', 'We respect your privacy', 'Accept all'],
    ['/pl/magazyn-self-storage/lockerbox-warszawa', 'Szanujemy Twoją prywatność', 'Odrzuć'],
  ])(
    '%s: the banner in its language, shown by a nonce’d script; emptied for a visitor who chose',
    async (path, title, button) => {
      for (const round of ['render', 'cache']) {
        const response = await get(path)
        const copy = copyOf(await response.text())
        expect(copy, `${path} (${round})`).toContain(title)
        expect(copy).toContain(button)
        expect(copy).toMatch(/data-consent-action="customise"/)
        const script = /<script nonce="([^"]+)">(.*?)<\/script>$/s.exec(copy!)
        expect(script?.[1]).toBe(nonceOf(response.headers.get('content-security-policy')!))
        expect(script?.[2]).toContain('"skrytka-consent-v1"')

        const chosen = await get(path, { headers: { cookie: 'preferred-language=pl; skrytka-consent=1' } })
        expect(chosen.status).toBe(200)
        expect(copyOf(await chosen.text()), `${path} (${round}, chosen)`).toBe('')
        // Not the cookie's name as a prefix of another, nor another value.
        for (const cookie of ['skrytka-consent-v1=1', 'skrytka-consent=0', 'x-skrytka-consent=1'])
          expect(copyOf(await (await get(path, { headers: { cookie } })).text()), cookie).toContain(title)
      }
    },
  )
})
