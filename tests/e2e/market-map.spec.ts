/**
 * The list's map and search box, the city pages and the empty states, as a renter uses them at desktop width
 * (the phone's list/map toggle is in market-journeys.spec.ts). Each test is one page load and many client-side
 * steps (issue 37). What the server renders for a search (counts, distances, empty-state texts, city page
 * content) is checked in tests/integration/market-pages.test.ts.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { MAP_CITIES } from '~/features/marketplace/map/city-shortcuts'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { searchOnMap } from './map-search'
import { holdRequests } from './hold'

const LIST = '/pl/magazyny-self-storage'

test.use({ viewport: { width: 1280, height: 800 } })

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  // Markers are HTML, not tiles: the map must stay usable when the tile server is unreachable.
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** Types into the list's search box and submits (Escape first: the suggestion list would take the Enter). */
/** "4,8 km od centrum: Kraków" → 4.8 */
const kmOf = (text: string) => Number(/([\d,]+) km od/.exec(text)![1]!.replace(',', '.'))

const popularCities = (page: Page) => page.getByText('Popularne miasta').click()

test('home: no map library until the map comes near; its city buttons and the search box lead the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const mapChunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(map-view|home-map)-[^/]+\.js$/.test(request.url())) mapChunks.push(request.url())
  })
  // Not waitForHydration: it brings sections that load on approach into view, and the map search is one (ADR 0079).
  await page.goto('/pl')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // Everything the first screen asks for has arrived: neither the map search's code nor the map library among it.
  await page.waitForLoadState('networkidle')
  expect(mapChunks).toEqual([])
  const loaded = page.waitForRequest(/\/assets\/map-view-[^/]+\.js$/)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  await loaded
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
  await waitForHydration(page)

  await page.getByTestId('map-section').getByRole('button', { name: 'Kraków' }).click()
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

// Two halves of the seventeen shortcuts, each on a load of its own: one test for all ran past 60 s on a busy machine.
const HALF = Math.ceil(MAP_CITIES.length / 2)
for (const [part, cities] of [MAP_CITIES.slice(0, HALF), MAP_CITIES.slice(HALF)].entries()) {
  test(`every city shortcut on the list shows results whose pins are inside the map view (${part + 1} of 2: ${cities[0]!.name}…)`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await open(page, LIST)
    await page.getByTestId('map-section').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('map-canvas')).toBeVisible()
    // Issue 29: on the list the shortcuts wait behind the search box, so the results come first.
    await popularCities(page)
    for (const city of cities) {
      await page.getByRole('button', { name: city.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`place=${encodeURIComponent(city.name)}`))
      await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy', 'true')
      await expect(page.getByRole('button', { name: city.name, exact: true })).toHaveAttribute('aria-pressed', 'true')
      // The results are this city's ("… od: Białystok") before their pins are compared with the view.
      await expect(page.getByTestId('search-origin')).toContainText(`: ${city.name}`)
      const cards = page.getByTestId('facility-card')
      await expect(cards.first(), city.name).toBeVisible()
      const canvas = page.getByTestId('map-canvas')
      await expect
        .poll(
          async () => {
            // The cards are read on each try: the previous city's may still be on screen for a moment after the
            // shortcut is pressed, and comparing the new view with them never settles.
            const points = await cards.evaluateAll((els) =>
              els.map((el) => [Number(el.dataset.lon), Number(el.dataset.lat)]),
            )
            if (!points.length) return 'no cards'
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
}

test('a city from home: its page, a facility from its list, its full list around the city, and another city’s page from a list shortcut', async ({
  page,
}) => {
  await open(page, '/pl')
  await page.getByRole('link', { name: 'Gdańsk', exact: true }).first().click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\/gdansk$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Self storage Gdańsk: ceny i \d+ magazyn/)
  await expect(page.getByTestId('price-table').locator('tbody tr')).toHaveCount(5)
  await expect(page.getByTestId('price-chart').locator('svg[role="img"]')).toBeVisible()
  // The chart and the table, and a question opened: a state no page sweep sees.
  await page.locator('details summary').first().click()
  await expectNoA11yViolations(page)
  const card = page.getByTestId('facility-card').first()
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/pl\/magazyn-self-storage\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

  await page.goBack()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\/gdansk$/)
  await page.getByTestId('city-all').click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?.*place=Gda/)
  await expect(page.getByTestId('facility-card').first()).toBeVisible()

  // A list shortcut keeps moving the map and offers that city's page.
  await popularCities(page)
  await page.getByRole('button', { name: 'Wrocław', exact: true }).click()
  await expect(page).toHaveURL(/place=Wroc/)
  const link = page.getByRole('link', { name: /Ceny i magazyny: Wrocław/ })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\/wroclaw$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wrocław')
})

test('the map around a point: card and pin highlight together, "your location" only for a real fix, a failed fix says so until a city is picked, the radius widens; clusters zoom', async ({
  page,
  context,
}) => {
  await open(page, `${LIST}?lat=50.0647&lon=19.945&place=Krak%C3%B3w`)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
  await expect(page.getByTestId('map-position')).toHaveCount(0)

  // Hovering or focusing a card highlights its pin.
  await expect(page.locator('[data-highlight]')).toHaveCount(0)
  await page.getByTestId('facility-card').first().hover()
  await expect(page.locator('[data-testid^="map-"][data-highlight]')).toHaveCount(1)
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-highlight]')).toHaveCount(0)
  // The title's link: a card with reviews has a second one, to how reviews are verified (issue 43).
  await page.getByTestId('facility-card').first().getByRole('link').first().focus()
  await expect(page.locator('[data-testid^="map-"][data-highlight]')).toHaveCount(1)

  // A refused fix: the exact message, gone once a city is picked.
  await context.clearPermissions()
  await page.evaluate(() => {
    const geo = navigator.geolocation
    Object.assign(window, { __realFix: geo.getCurrentPosition.bind(geo) })
    geo.getCurrentPosition = (_ok, fail) =>
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
  await popularCities(page)
  await page.getByRole('button', { name: 'Gdańsk', exact: true }).click()
  await expect(page).toHaveURL(/place=Gda/)
  await expect(page.getByTestId('geo-error')).toHaveCount(0)

  // A real fix filters the list by the 2 km default; the radius selector widens it, sorted by distance.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 52.2318, longitude: 20.954 })
  await page.evaluate(() => {
    navigator.geolocation.getCurrentPosition = (
      window as unknown as { __realFix: Geolocation['getCurrentPosition'] }
    ).__realFix
  })
  await page.getByRole('button', { name: 'Użyj mojej lokalizacji' }).click()
  await expect(page).toHaveURL(/lat=52\.2318/)
  await expect(page).toHaveURL(/lon=20\.954/)
  await expect(page).toHaveURL(/radius=2/)
  await expect(page.getByLabel('Promień')).toHaveValue('2')
  await expect(page.getByText('Magazyny w promieniu 2 km od Twojej lokalizacji')).toBeVisible()
  const near = await page.getByTestId('facility-card').count()
  await expect(page.getByTestId('map-position')).toBeVisible()
  await page.getByLabel('Promień').selectOption('25')
  await expect(page).toHaveURL(/radius=25/)
  await expect.poll(() => page.getByTestId('facility-card').count()).toBeGreaterThan(near)
  await expect(page.getByLabel('Sortuj')).toHaveValue('distance')

  // The whole list (facilities all over Poland): the map fits them all, nearby ones merge into clusters.
  await page.getByRole('banner').getByRole('link', { name: 'Magazyny', exact: true }).click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  const cluster = page.getByTestId('map-cluster').first()
  await expect(cluster).toBeVisible()
  // A cluster zooms in to where it splits; its parts may be clusters again (which facilities are active depends on
  // what other tests did before), so it is clicked until single pins show, as a person would.
  for (let click = 1; click <= 4; click++) {
    const zoomBefore = await page.getByTestId('map-canvas').getAttribute('data-bounds')
    await cluster.click()
    await expect.poll(() => page.getByTestId('map-canvas').getAttribute('data-bounds')).not.toBe(zoomBefore)
    if ((await page.getByTestId('map-marker').count()) > 0 || click === 4) break
  }
  await expect(page.getByTestId('map-marker').first()).toBeVisible()
})

test('the search box: same-named places by keyboard, a postcode within the radius, an empty radius widened', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await open(page, LIST)
  // Same-named places are offered in an accessible suggestion list, chosen by keyboard.
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

  // A postcode: every card within the radius the page states, nearest first.
  await searchOnMap(page, '30-740')
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  const stated = await page.getByTestId('search-origin').locator('p').first().textContent()
  const radius = Number(/promieniu (\d+) km/.exec(stated ?? '')![1])
  const distances = (
    await page
      .getByTestId('facility-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''))
  ).map(kmOf)
  expect(distances.length).toBeGreaterThan(0)
  for (const d of distances) expect(d).toBeLessThanOrEqual(radius)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))

  // An empty radius offers one-click widening with the count.
  await searchOnMap(page, 'Kraków')
  await page.getByLabel('Promień').selectOption('2')
  // For Kraków: a radius picked while the search is still loading is that search's, not the postcode's before it.
  await expect(page).toHaveURL(/radius=2/)
  expect(new URL(page.url()).searchParams.get('q')).toBe('Kraków')
  const widen = page.getByTestId('widen-radius')
  await expect(widen).toHaveText(/Rozszerz do 5 km: 2 magazyny/)
  await expectNoA11yViolations(page)
  await widen.click()
  await expect(page).toHaveURL(/radius=5/)
  await expect(page.getByTestId('facility-card')).toHaveCount(2)
})

test('the filters: a change keeps the results and the panel on screen without layout shift; sort and size presets live in the address', async ({
  page,
}) => {
  await open(page, `${LIST}?q=Warszawa`)
  // Measured over the filter change only: the page has settled (map and its markers loaded) before it starts.
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
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
  // The answer is held until the in-between state has been seen: old results stay, dimmed and busy.
  const release = await holdRequests(page, '**/api/marketplace/facilities?*')
  await page.getByLabel('Parking').check()
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  release()
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false')
  await page.unroute('**/api/marketplace/facilities?*')
  expect(await panel!.evaluate((el) => el.isConnected)).toBe(true)
  await expect(page.getByLabel('Parking')).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0)

  // Without a place: sort by price lives in the address (no distance to sort by), and so do the size presets.
  await page.getByRole('banner').getByRole('link', { name: 'Magazyny', exact: true }).click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  await page.getByLabel('Sortuj').selectOption('price')
  await expect(page).toHaveURL(/sort=price/)
  // The URL changes first, the sorted page follows once its loader resolves.
  const prices = async () => {
    const texts = await page.getByTestId('facility-card').locator('p', { hasText: 'zł/mies.' }).allTextContents()
    return texts.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.'))).filter((n) => n > 0)
  }
  await expect
    .poll(async () => {
      const numbers = await prices()
      return numbers.length > 1 && numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n)
    })
    .toBe(true)
  await expect(page.getByRole('option', { name: 'Odległość' })).toHaveCount(0)
  await page.getByTestId('size-guide').locator('summary').click()
  await page.getByRole('button', { name: /Kawalerka/ }).click()
  await expect(page).toHaveURL(/minSize=3/)
  await expect(page).toHaveURL(/maxSize=5/)
  await expect(page.getByLabel('Powierzchnia od (m²)')).toHaveValue('3')
  await expect(page.getByRole('button', { name: /Kawalerka/ })).toHaveAttribute('aria-pressed', 'true')
})

test('empty results: a search that finds nothing suggests places, "did you mean" leads to the place, filters that empty a place are cleared in one click', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await open(page, `${LIST}?q=Qwxzvbn`)
  const empty = page.getByTestId('list-empty')
  await expect(empty).toBeVisible()
  // The map is cleared too.
  await expect(page.getByTestId('map-frame')).toHaveAttribute('data-pins', '0')
  await expectNoA11yViolations(page)
  await empty
    .getByRole('navigation', { name: 'Miasta z największą liczbą magazynów' })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByTestId('facility-card').first()).toBeVisible()

  // Several villages called Zarzecze, none ten times the size of another, lie one slip away: the page asks.
  const body = (await (await page.request.get('/api/marketplace/facilities?q=Zarzeczee')).json()) as {
    didYouMean?: { name: string }[]
  }
  await searchOnMap(page, 'Zarzeczee')
  const offer = page.getByTestId('did-you-mean')
  await expect(offer).toContainText('Czy chodziło Ci o:')
  // Axe once the list has settled: the dimmed results of a search under way are no state of their own.
  await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy', 'true')
  await expectNoA11yViolations(page)
  await offer.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(body.didYouMean![0]!.name)

  // A place emptied by a filter: the map has no pins, and one click clears the filters.
  await searchOnMap(page, 'Kraków')
  // A top price below every listed one, typed (the slider stops at the cheapest listed price, issue 44).
  await page.getByLabel('Do (zł)').fill('1')
  await expect(page).toHaveURL(/priceMax=1(&|$)/)
  await expect(empty).toContainText('Żaden magazyn w tym miejscu nie spełnia wybranych filtrów.')
  await expect(page.getByTestId('map-frame')).toHaveAttribute('data-pins', '0')
  await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy', 'true')
  await expectNoA11yViolations(page)
  await empty.getByRole('button', { name: 'Wyczyść filtry' }).click()
  await expect(page).not.toHaveURL(/priceMax/)
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Magazyny self storage: Kraków ·')
})
