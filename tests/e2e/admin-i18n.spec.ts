import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInViaApi } from './fixtures'

// What a stored timestamp looks like raw ("2026-11-22T19:04:55.450Z"), and codes the API stores in inbox rows.
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/
const CODES = ['no_email', 'medium', 'pending', 'confirmed', '9-10', 'SUPERADMIN', 'CLIENT', 'TENANT']
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/

test.beforeEach(async ({ page, baseURL }) => {
  await signInViaApi(page.request, baseURL!, SEED.admin)
})

/** An inquiry the API stores with the codes no_email and medium (the seeded Lublin facility has no e-mail). */
async function inquiryWithCodes(request: APIRequestContext, baseURL: string) {
  const found = await request.get('/api/superadmin/facilities?q=Sk%C5%82aduj%20Tatary')
  const facility = (await found.json()).items[0] as { id: number }
  const response = await request.post(`/api/forms/facilities/${facility.id}/inquiries`, {
    data: { name: 'Ewa Kod', email: 'ewa.kod@example.com', phone: '600100200', period: 'medium', sizeM2: 4 },
    headers: { origin: baseURL },
  })
  expect(response.status()).toBe(422)
  const demo = await request.post('/api/forms/demo-request', {
    data: { name: 'Jan Demo', email: 'jan.demo@example.com', phone: '600100201', contactTime: '9-10' },
    headers: { origin: baseURL },
  })
  expect(demo.ok(), await demo.text()).toBe(true)
}

/** Every console label a visitor reads: headings, captions, column headers, navigation, buttons, options, terms. */
async function chromeTexts(page: Page) {
  return page.locator('h1, h2, caption, th, nav a, button, option, label, dt').allInnerTexts()
}

test('overview: dates in Polish time and words for codes, never ISO timestamps or internal codes', async ({
  page,
  baseURL,
}) => {
  await inquiryWithCodes(page.request, baseURL!)
  await page.goto('/admin')
  await waitForHydration(page)
  const inquiries = page.getByRole('region', { name: 'Najnowsze: Zapytania o obiekty' })
  const row = inquiries.getByRole('row').filter({ hasText: 'Ewa Kod' }).first()
  await expect(row).toContainText('obiekt bez e-maila')
  await expect(row).toContainText('Średni (3–6 mies.)')
  // "22.11.2026, 20:04": a date and a time, in the visitor-independent Warsaw zone.
  await expect(row.getByRole('cell').first()).toHaveText(/^\d{1,2}\.\d\d\.\d{4}, \d\d:\d\d$/)
  await expect(
    page
      .getByRole('region', { name: 'Najnowsze: Prośby o demo' })
      .getByRole('row')
      .filter({ hasText: 'Jan Demo' })
      .first(),
  ).toContainText('9:00–10:00')
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(ISO)
  for (const code of CODES) expect(text, code).not.toMatch(new RegExp(`(^|[\\s(])${code}($|[\\s)])`))
})

test('English console: chosen by the language cookie and by the header switch; no Polish label left', async ({
  page,
  baseURL,
}) => {
  await inquiryWithCodes(page.request, baseURL!)
  await page.context().addCookies([{ name: 'preferred-language', value: 'en', url: baseURL! }])
  // The server and the browser must pick the same language, or React reports a hydration mismatch.
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/admin')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Overview – Admin console – Skrytka')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  const row = page
    .getByRole('region', { name: 'Latest: Facility inquiries' })
    .getByRole('row')
    .filter({ hasText: 'Ewa Kod' })
    .first()
  await expect(row).toContainText('facility has no e-mail')
  await expect(row.getByRole('cell').first()).toHaveText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/)
  expect((await chromeTexts(page)).filter((t) => POLISH_LETTERS.test(t))).toEqual([])
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Facilities', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Facility list' })).toBeVisible()
  await expect(page.getByLabel('Sort by')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 1 of \d+ · \d+ results/)
  expect((await chromeTexts(page)).filter((t) => POLISH_LETTERS.test(t))).toEqual([])
  await expectNoA11yViolations(page)

  await page.goto('/admin/users?q=admin%40skrytka.test')
  await waitForHydration(page)
  await expect(
    page.getByRole('region', { name: 'User list' }).getByRole('row').filter({ hasText: 'admin@skrytka.test' }),
  ).toContainText('Superadministrator')

  // Back to Polish from the header: same address, Polish everywhere, and the choice is kept for the next visit.
  await page.getByRole('button', { name: 'PL – polski' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expect(page).toHaveURL(/\/admin\/users\?q=admin/)
  await page.goto('/admin/clients')
  await expect(page.getByRole('heading', { level: 1, name: 'Klienci' })).toBeVisible()
})
