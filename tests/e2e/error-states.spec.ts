import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

const LEAKS = ['Internal Server Error', 'Service Unavailable', '500', '503', 'boom', 'down', 'INTERNAL_ERROR', 'stack']

async function mainText(page: Page) {
  // The random code itself could contain "500": leave it out of the leak check.
  return (await page.locator('main').innerText())
    .replace(/\s+/g, ' ')
    .replace(/(Kod błędu|Reference code): [0-9A-Z]{8}/, '')
}

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

test("a failing list API shows a Polish message and the edge's reference code, never the server text", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/pl')
  await waitForHydration(page)
  // Client retries run first; then the route's error state shows.
  await page.route('**/api/marketplace/facilities?*', (route) =>
    route.fulfill({
      status: 500,
      headers: { 'content-type': 'text/plain', 'x-request-id': 'K7M2Q9XD' },
      body: 'boom\n    at handler (api/routes/marketplace.ts:12:3)',
    }),
  )
  // The header's list link (the quick cities lead to city pages, which read another endpoint).
  await page.getByRole('banner').getByRole('link', { name: 'Magazyny', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Nie udało się wczytać listy magazynów' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByTestId('error-reference')).toHaveText('Kod błędu: K7M2Q9XD')
  const text = await mainText(page)
  for (const leak of LEAKS) expect(text, leak).not.toContain(leak)
  await expectNoA11yViolations(page)
})

test('a failing detail API on /en shows an English message with a code of its own when none came back', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/en/facilities')
  await waitForHydration(page)
  await page.route('**/api/marketplace/facilities/sunbox24-warszawa*', (route) =>
    route.fulfill({ status: 503, headers: { 'content-type': 'text/plain' }, body: 'down' }),
  )
  await page.getByRole('link', { name: 'SunBox24' }).first().click()
  await expect(page.getByRole('heading', { name: 'Failed to load facility details' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('error-reference')).toHaveText(/^Reference code: [0-9A-Z]{8}$/)
  const text = await mainText(page)
  for (const leak of LEAKS) expect(text, leak).not.toContain(leak)
})
