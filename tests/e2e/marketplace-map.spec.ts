import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { waitForHydration } from './a11y'

const LIST = '/pl/magazyny-self-storage'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'skrytka-consent-v1',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
    )
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
    // Home's add-facility modal (after 5 s) would cover the map on a slow run.
    localStorage.setItem('add-facility-modal-never', '1')
  })
  // Markers are HTML, not tiles: the map must stay usable when the tile server is unreachable.
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

async function openMap(page: Page, path = LIST) {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
}

test('markers and clusters render with tile requests blocked', async ({ page }) => {
  // The whole list (facilities all over Poland): the map fits them all, so nearby ones merge into clusters.
  await openMap(page)
  const cluster = page.getByTestId('map-cluster').first()
  await expect(cluster).toBeVisible()
  const zoomBefore = await page.getByTestId('map-canvas').getAttribute('data-bounds')
  await cluster.click()
  await expect.poll(() => page.getByTestId('map-canvas').getAttribute('data-bounds')).not.toBe(zoomBefore)
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
})

test('use my location filters the list by radius; the radius selector widens it', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 52.2318, longitude: 20.954 })
  await openMap(page)
  await expect(page.getByLabel('Promień')).toHaveValue('2')
  await page.getByRole('button', { name: 'Użyj mojej lokalizacji' }).click()
  await expect(page).toHaveURL(/lat=52\.2318/)
  await expect(page).toHaveURL(/lon=20\.954/)
  await expect(page).toHaveURL(/radius=2/)
  await expect(page.getByText('Magazyny w promieniu 2 km od Twojej lokalizacji')).toBeVisible()
  const near = await page.getByTestId('facility-card').count()
  await expect(page.getByTestId('map-position')).toBeVisible()
  await page.getByLabel('Promień').selectOption('25')
  await expect(page).toHaveURL(/radius=25/)
  await expect.poll(() => page.getByTestId('facility-card').count()).toBeGreaterThan(near)
  await expect(page.getByLabel('Sortuj')).toHaveValue('distance')
})

test('geolocation failure shows the exact message', async ({ page, context }) => {
  await context.clearPermissions()
  await openMap(page)
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
  await expect(page.getByTestId('geo-error')).toHaveText('Nie udało się pobrać lokalizacji.')
})

test('city shortcut and map text search navigate the list', async ({ page }) => {
  await openMap(page, '/pl')
  await page.getByRole('button', { name: 'Kraków' }).click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?.*lat=50\.0647/)
  await waitForHydration(page)
  // The list's own map section mounts after the client-side navigation: type only once it keeps the value.
  const search = page.getByTestId('map-search')
  await expect(search).toHaveValue('Kraków')
  await expect(async () => {
    await search.fill('  ')
    await expect(search).toHaveValue('  ', { timeout: 500 })
  }).toPass()
  await search.press('Enter')
  await expect(page).toHaveURL(/lat=50\.0647/)
  await expect(async () => {
    await search.fill('Gdańsk')
    await expect(search).toHaveValue('Gdańsk', { timeout: 500 })
  }).toPass()
  await search.press('Enter')
  await expect(page).toHaveURL(/q=Gda/)
  await expect(page.getByTestId('result-count')).toContainText('Gdańsk')
})

test('detail page map shows the facility marker at zoom 14 with tiles blocked', async ({ page }) => {
  await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
  await waitForHydration(page)
  const map = page.getByTestId('detail-map')
  await map.scrollIntoViewIfNeeded()
  await expect(map.getByTestId('map-marker')).toHaveCount(1)
  await expect(map.getByTestId('map-marker')).toHaveAccessibleName(/Lockerbox, Warszawa/)
})

test('maplibre is not requested on first load, only once the map scrolls into view', async ({ page }) => {
  const mapChunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/map-view-[^/]+\.js$/.test(request.url())) mapChunks.push(request.url())
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/pl')
  await waitForHydration(page)
  await page.waitForTimeout(1500)
  expect(mapChunks).toEqual([])
  const loaded = page.waitForRequest(/\/assets\/map-view-[^/]+\.js$/)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  await loaded
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
})
