import { expect, test } from './test'
import { SEED, signInViaUi, skipConsent } from './fixtures'

/** 40 open-redirect payloads for `next` after sign-in: the browser must never leave the origin. */
const PAYLOADS = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  '//evil.example/%2e%2e',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/%00//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '//evil.example@127.0.0.1',
  '/@evil.example',
  'https://127.0.0.1@evil.example',
  '//127.0.0.1.evil.example',
  '/.//evil.example',
  '//%09evil.example',
  '//evil%E3%80%82example',
  'ftp://evil.example',
  'evil.example',
  '/\u3000/evil.example',
  '/\u2028//evil.example',
]

test.describe.configure({ mode: 'parallel' })
test.beforeEach(async ({ page, context }) => {
  await skipConsent(page)
  // Any attempt to reach another host is recorded and refused.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  )
})

test('has at least 40 payloads', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(40)
})

for (const [index, payload] of PAYLOADS.entries()) {
  test(`next #${index + 1} ${JSON.stringify(payload).slice(0, 40)} stays on the site`, async ({ page, baseURL }) => {
    const requestedHosts = new Set<string>()
    page.on('request', (request) => requestedHosts.add(new URL(request.url()).host))
    await signInViaUi(page, `/pl/logowanie?next=${encodeURIComponent(payload)}`, SEED.client)
    await page.waitForURL((url) => !url.pathname.startsWith('/pl/logowanie'), { timeout: 15_000 })
    await page.waitForLoadState('domcontentloaded')
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
    expect([...requestedHosts].filter((host) => host !== new URL(baseURL!).host)).toEqual([])
  })
}

test('a safe same-origin next is honoured', async ({ page }) => {
  await signInViaUi(page, `/pl/logowanie?next=${encodeURIComponent('/en/facilities?q=Gda%C5%84sk')}`, SEED.client)
  await expect(page).toHaveURL(/\/en\/facilities\?q=Gda/)
})
