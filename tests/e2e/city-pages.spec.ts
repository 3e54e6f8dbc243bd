import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.locator('main h1').first()).toBeVisible()
}

test('from home, a quick city opens its city page, and its list leads to a facility', async ({ page }) => {
  await open(page, '/pl')
  await page.getByRole('link', { name: 'Gdańsk', exact: true }).first().click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\/gdansk$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Self storage Gdańsk: ceny i \d+ magazyn/)
  await expect(page.getByTestId('price-table').locator('tbody tr')).toHaveCount(5)
  const card = page.getByTestId('facility-card').first()
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/pl\/magazyn-self-storage\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('the city page links to the full list around the city', async ({ page }) => {
  await open(page, '/pl/magazyny-self-storage/krakow')
  await page.getByTestId('city-all').click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?.*place=Krak/)
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
})

test('a list city shortcut keeps moving the map and shows a link to that city page', async ({ page }) => {
  await open(page, '/pl/magazyny-self-storage')
  // Issue 29: the list's shortcuts wait behind the search box.
  await page.getByText('Popularne miasta').click()
  await page.getByRole('button', { name: 'Wrocław', exact: true }).click()
  await expect(page).toHaveURL(/place=Wroc/)
  const link = page.getByRole('link', { name: /Ceny i magazyny: Wrocław/ })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\/wroclaw$/)
})

for (const path of ['/pl/magazyny-self-storage/krakow', '/en/facilities/warszawa']) {
  test(`axe: ${path} (chart and table included)`, async ({ page }) => {
    test.slow()
    await open(page, path)
    await expect(page.getByTestId('price-chart').locator('svg[role="img"]')).toBeVisible()
    // The chart is named by its title and described by every bar's value.
    const description = await page.locator('#price-chart-desc').textContent()
    expect(description).toMatch(
      path.startsWith('/pl') ? /1–2 m²: .*zł|za mało danych/ : /1–2 m²: .*PLN|not enough data/,
    )
    await page.locator('details summary').first().click()
    await expectNoA11yViolations(page)
  })
}

test('375 px: the city page has no horizontal overflow', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page, '/pl/magazyny-self-storage/krakow')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
