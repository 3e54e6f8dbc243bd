import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { MAP_CITIES } from '~/features/marketplace/map/cities'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

const LIST = '/pl/magazyny-self-storage'

test.use({ viewport: { width: 1280, height: 800 } })

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

/** "4,8 km od centrum: Kraków" → 4.8 */
const kmOf = (text: string) => Number(/([\d,]+) km od/.exec(text)![1]!.replace(',', '.'))

async function shownRadius(page: Page) {
  const text = await page.getByTestId('search-origin').locator('p').first().textContent()
  return Number(/promieniu (\d+) km/.exec(text ?? '')![1])
}

/** Each card's distance is within the radius the page states, nearest first. */
async function expectWithinRadius(page: Page) {
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  const radius = await shownRadius(page)
  const lines = await page
    .getByTestId('facility-card')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''))
  const distances = lines.map(kmOf)
  expect(distances.length).toBeGreaterThan(0)
  for (const d of distances) expect(d).toBeLessThanOrEqual(radius)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
}

async function searchOnMap(page: Page, text: string) {
  await page.goto(LIST)
  await waitForHydration(page)
  const box = page.getByTestId('map-search')
  await box.fill(text)
  await box.press('Escape')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`))
  // The previous results stay on screen (dimmed) until the new ones arrive.
  await expect(page.getByTestId('search-origin').or(page.getByTestId('results'))).not.toHaveCount(0)
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false')
}

for (const text of ['Kraków', 'krakow', '30-740', 'Nowa Huta']) {
  test(`"${text}" returns facilities within the shown radius of the place, nearest first`, async ({ page }) => {
    await searchOnMap(page, text)
    await expectWithinRadius(page)
  })
}

test('"Lockerbox" returns that operator\'s facilities', async ({ page }) => {
  await searchOnMap(page, 'Lockerbox')
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  const names = await page.getByTestId('facility-card').locator('h3').allTextContents()
  expect(names.length).toBeGreaterThanOrEqual(4)
  for (const name of names) expect(name).toContain('Lockerbox')
})

test('every city shortcut shows results whose pins are inside the map view', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(LIST)
  await waitForHydration(page)
  // Issue 29: on the list the shortcuts wait behind the search box, so the results come first.
  await page.getByText('Popularne miasta').click()
  for (const city of MAP_CITIES) {
    await page.getByRole('button', { name: city.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`place=${encodeURIComponent(city.name)}`))
    await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('button', { name: city.name, exact: true })).toHaveAttribute('aria-pressed', 'true')
    const cards = page.getByTestId('facility-card')
    await expect(cards.first(), city.name).toBeVisible()
    const points = await cards.evaluateAll((els) => els.map((el) => [Number(el.dataset.lon), Number(el.dataset.lat)]))
    const canvas = page.getByTestId('map-canvas')
    await expect
      .poll(
        async () => {
          const bounds = (await canvas.getAttribute('data-bounds'))?.split(',').map(Number)
          if (!bounds) return 'no bounds'
          const [w, s, e, n] = bounds as [number, number, number, number]
          return points.filter(([lon, lat]) => !(lon! >= w && lon! <= e && lat! >= s && lat! <= n)).length
        },
        { message: city.name },
      )
      .toBe(0)
  }
})

test('a filter change keeps the results and the same filter panel on screen, with no layout shift', async ({
  page,
}) => {
  await page.goto(`${LIST}?q=Warszawa`)
  await waitForHydration(page)
  // Measured over the filter change only: the page has settled (map and its markers loaded) before it starts.
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: number }
    w.__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value
    }).observe({ type: 'layout-shift', buffered: false })
  })
  const panel = await page.locator('#filters-panel').elementHandle()
  // Slow answers make the in-between state observable: old results stay, dimmed and busy.
  await page.route('**/api/marketplace/facilities?*', async (route) => {
    await new Promise((r) => setTimeout(r, 1200))
    await route.continue()
  })
  await page.getByLabel('Parking').check()
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 })
  expect(await panel!.evaluate((el) => el.isConnected)).toBe(true)
  await expect(page.getByLabel('Parking')).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0)
})

test('same-named places are offered in an accessible suggestion list, chosen by keyboard', async ({ page }) => {
  await page.goto(LIST)
  await waitForHydration(page)
  const box = page.getByRole('combobox', { name: /Szukaj na mapie/ })
  await box.fill('Wola')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.filter({ hasText: 'śląskie' })).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expectNoA11yViolations(page)
  const index = (await options.allTextContents()).findIndex((t) => t.startsWith('Wola') && t.includes('śląskie'))
  for (let i = 0; i <= index; i++) await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
  await box.press('Enter')
  await expect(page).toHaveURL(/place=Wola/)
  await expect(page).toHaveURL(/lat=50\.0/)
})

test('an empty radius offers one-click widening with the count', async ({ page }) => {
  await page.goto(`${LIST}?q=Krak%C3%B3w&radius=2`)
  await waitForHydration(page)
  const widen = page.getByTestId('widen-radius')
  await expect(widen).toHaveText(/Rozszerz do 5 km: 2 magazyny/)
  await expectNoA11yViolations(page)
  await widen.click()
  await expect(page).toHaveURL(/radius=5/)
  await expect(page.getByTestId('facility-card')).toHaveCount(2)
})

test('"your location" is drawn only for a real fix; picking a city clears a stale geolocation error', async ({
  page,
  context,
}) => {
  await page.goto(`${LIST}?lat=50.0647&lon=19.945&place=Krak%C3%B3w`)
  await waitForHydration(page)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
  await expect(page.getByTestId('map-position')).toHaveCount(0)
  await context.clearPermissions()
  await page.evaluate(() => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({
        code: 1,
        message: 'denied',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError)
  })
  await page.getByRole('button', { name: 'Użyj mojej lokalizacji' }).click()
  await expect(page.getByTestId('geo-error')).toBeVisible()
  await page.getByText('Popularne miasta').click()
  await page.getByRole('button', { name: 'Gdańsk', exact: true }).click()
  await expect(page).toHaveURL(/place=Gda/)
  await expect(page.getByTestId('geo-error')).toHaveCount(0)
})

test('hovering or focusing a card highlights its pin', async ({ page }) => {
  await page.goto(`${LIST}?q=Krak%C3%B3w`)
  await waitForHydration(page)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
  await expect(page.locator('[data-highlight]')).toHaveCount(0)
  await page.getByTestId('facility-card').first().hover()
  await expect(page.locator('[data-testid^="map-"][data-highlight]')).toHaveCount(1)
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-highlight]')).toHaveCount(0)
  await page.getByTestId('facility-card').first().getByRole('link').focus()
  await expect(page.locator('[data-testid^="map-"][data-highlight]')).toHaveCount(1)
})
