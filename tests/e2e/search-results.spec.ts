/**
 * Issue 29 (part A): after a search the first screen shows what was searched, how many were found and the first
 * card; a city search shows the city; places typed loosely are found; an empty result says what was searched and
 * where there is storage. At a phone's and a desktop's size, judged by geometry.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './test'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

/** Active facilities with a position whose address names the city, from the plain list (no place search). */
async function ownFacilities(page: Page, city: string) {
  const all = (await (await page.request.get('/api/marketplace/facilities?limit=500')).json()) as FacilityListResponse
  return all.items.filter((f) => f.address.city === city && f.latitude !== null).length
}

/** Top of the first result card relative to the viewport, with the page scrolled to its top. */
async function firstCardTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  return page
    .getByTestId('facility-card')
    .first()
    .evaluate((card) => card.getBoundingClientRect().top)
}

/** The first card's title (its heading), with the page scrolled to its top: where it is, and what covers it. */
async function firstTitle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  return page
    .getByTestId('facility-card')
    .first()
    .getByRole('heading')
    .evaluate((title) => {
      const box = title.getBoundingClientRect()
      // Both ends and the middle of the title's first line, a pixel inside: what a tap there would land on.
      const y = box.top + Math.min(box.height, 20) / 2
      const covers = [box.left + 2, box.left + box.width / 2, box.right - 2]
        .map((x) => document.elementFromPoint(x, y))
        .filter((hit) => !hit || !title.contains(hit))
        .map((hit) => (hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}` : 'nothing'))
      return { top: box.top, bottom: box.bottom, covers }
    })
}

/** The first card's title lies wholly inside the first viewport, and nothing lies over it. */
async function expectTitleOnFirstScreen(page: Page, viewport: { height: number }) {
  const title = await firstTitle(page)
  expect(title.top).toBeGreaterThanOrEqual(0)
  expect(title.bottom).toBeLessThanOrEqual(viewport.height)
  expect(title.covers).toEqual([])
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('a search from home: the heading names the place and the count, the first card is on the first screen', async ({
      page,
    }) => {
      await page.goto('/pl')
      await waitForHydration(page)
      await page.getByTestId('hero-search').fill('Kraków')
      await page.getByTestId('hero-search').press('Enter')
      await expect(page).toHaveURL(/magazyny-self-storage\?q=Krak/)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(/^Magazyny self storage: Kraków · \d+ magazyn(y|ów)?$/)
      const cards = page.getByTestId('facility-card')
      await expect(cards.first()).toBeVisible()
      const total = Number(/· (\d+)/.exec((await heading.textContent())!)![1])
      expect(total).toBeGreaterThanOrEqual(await ownFacilities(page, 'Kraków'))
      await expectTitleOnFirstScreen(page, viewport)
      // One search box, one state: the box shows what the page searched.
      await expect(page.getByTestId('map-search')).toHaveValue('Kraków')
      // The city shortcuts wait behind the search box instead of standing above the results.
      await expect(page.getByRole('button', { name: 'Gdańsk', exact: true })).toBeHidden()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })

    test('a first visit, cookie choice not yet made: neither the cookie banner nor the teaser covers the first card’s title', async ({
      browser,
    }) => {
      // A context of its own, without the stored consent and the silenced overlays of the others.
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
      await page.goto('/pl')
      await waitForHydration(page)
      await page.getByTestId('hero-search').fill('Kraków')
      await page.getByTestId('hero-search').press('Enter')
      await expect(page).toHaveURL(/magazyny-self-storage\?q=Krak/)
      // The address changes first and home stays on screen until the list's data is in: its featured cards are
      // facility cards too, lower down, so the list's heading is what says the list is there.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Magazyny self storage: Kraków/)
      await expect(page.getByTestId('facility-card').first()).toBeVisible()
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      await expectTitleOnFirstScreen(page, viewport)
      // After the choice the teaser comes (3 s later): it does not cover the title either.
      await banner.getByRole('button', { name: 'Odrzuć', exact: true }).click()
      await expect(banner).toBeHidden()
      await expect(page.getByTestId('teaser')).toBeVisible({ timeout: 10_000 })
      await expectTitleOnFirstScreen(page, viewport)
      await context.close()
    })

    test('a city search shows at least 80 % of the facilities whose address is in that city, and offers to widen', async ({
      page,
    }) => {
      for (const city of ['Warszawa', 'Kraków']) {
        await page.goto(`/pl/magazyny-self-storage?q=${encodeURIComponent(city)}`)
        await waitForHydration(page)
        const own = await ownFacilities(page, city)
        const cities = await page.getByTestId('facility-card').locator('p').first().allTextContents()
        const shown = await page
          .getByTestId('facility-card')
          .evaluateAll((cards, name) => cards.filter((c) => c.textContent?.includes(name)).length, city)
        expect(cities.length).toBeGreaterThan(0)
        expect(shown / own, city).toBeGreaterThanOrEqual(0.8)
        // A wider radius adds results: it is offered with how many it adds.
        const widen = page.getByTestId('widen-radius')
        await expect(widen).toHaveText(/^Pokaż \d+ kolejn(y|e|ych) w promieniu \d+ km$/)
        const before = await page.getByTestId('facility-card').count()
        const more = Number(/Pokaż (\d+)/.exec((await widen.textContent())!)![1])
        await widen.click()
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          `${city} · ${Math.min(before + more, 9999)}`,
        )
      }
    })

    test('an empty search says what was searched, suggests places with facilities and clears the map', async ({
      page,
    }) => {
      await page.goto('/pl/magazyny-self-storage?q=Qwxzvbn')
      await waitForHydration(page)
      const empty = page.getByTestId('list-empty')
      await expect(empty).toBeVisible()
      await expect(empty.getByRole('heading', { level: 2 })).toHaveText(
        'Nie znaleźliśmy magazynów ani miejsca „Qwxzvbn”',
      )
      // No filter is set, so none is mentioned.
      await expect(empty).not.toContainText(/filtr/i)
      const suggestions = empty
        .getByRole('navigation', { name: 'Miasta z największą liczbą magazynów' })
        .getByRole('link')
      expect(await suggestions.count()).toBeGreaterThan(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazyny self storage: „Qwxzvbn” · 0 magazynów')
      if (viewport.width >= 1024) await expect(page.getByTestId('map-frame')).toHaveAttribute('data-pins', '0')
      await expectNoA11yViolations(page)
      await suggestions.first().click()
      await expect(page.getByTestId('facility-card').first()).toBeVisible()
    })

    test('a typo resolves to the place it clearly means and says so; an English exonym finds the city', async ({
      page,
    }) => {
      await page.goto('/pl/magazyny-self-storage?q=Krakwo')
      await waitForHydration(page)
      await expect(page.getByTestId('place-corrected')).toHaveText('Pokazujemy wyniki dla: Kraków (wpisano: „Krakwo”)')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Magazyny self storage: Kraków ·')
      expect(await firstCardTop(page)).toBeLessThan(viewport.height - 40)
      await expectNoA11yViolations(page)
      await page.goto('/en/facilities?q=Cracow')
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /^Self-storage facilities: Kraków · \d+ facilities$/,
      )
      await expect(page.getByTestId('map-search')).toHaveValue('Cracow')
    })
  })
}

test.describe('phone map', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the list comes first; "Mapa" switches to the map and back', async ({ page }) => {
    await page.goto('/pl/magazyny-self-storage?q=Gda%C5%84sk')
    await waitForHydration(page)
    const map = page.getByTestId('map-frame')
    await expect(map).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Mapa' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(map).toBeVisible()
    await expect(page.getByTestId('facility-card').first()).toBeHidden()
    const box = (await map.boundingBox())!
    expect(box.y + 10).toBeLessThan(812)
    await toggle.click()
    await expect(page.getByTestId('facility-card').first()).toBeVisible()
  })
})

test('the "did you mean" offer is accessible and leads to the place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // Several villages called Zarzecze, none ten times the size of another, lie one slip away: the page asks.
  const response = await page.request.get('/api/marketplace/facilities?q=Zarzeczee')
  const body = (await response.json()) as { didYouMean?: { name: string }[]; origin?: unknown }
  expect(body.origin).toBeUndefined()
  expect(body.didYouMean?.length).toBeGreaterThan(1)
  await page.goto('/pl/magazyny-self-storage?q=Zarzeczee')
  await waitForHydration(page)
  const offer = page.getByTestId('did-you-mean')
  await expect(offer).toContainText('Czy chodziło Ci o:')
  await expectNoA11yViolations(page)
  await offer.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(body.didYouMean![0]!.name)
})

test('a place emptied by filters: the empty state names the place and the filters, and clears them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/pl/magazyny-self-storage?q=Krak%C3%B3w&priceMax=50')
  await waitForHydration(page)
  const empty = page.getByTestId('list-empty')
  await expect(empty.getByRole('heading', { level: 2 })).toHaveText(/^Brak magazynów w promieniu \d+ km od: Kraków$/)
  await expect(empty).toContainText('Żaden magazyn w tym miejscu nie spełnia wybranych filtrów.')
  const nearby = empty.getByRole('navigation', { name: 'Najbliższe miejsca z magazynami' }).getByRole('link')
  expect(await nearby.count()).toBeGreaterThan(0)
  // The searched town itself is not suggested: it is where the filters found nothing.
  expect(await nearby.allTextContents()).not.toContainEqual(expect.stringMatching(/^Kraków:/))
  await expect(page.getByTestId('map-frame')).toHaveAttribute('data-pins', '0')
  await expectNoA11yViolations(page)
  await empty.getByRole('button', { name: 'Wyczyść filtry' }).click()
  await expect(page).not.toHaveURL(/priceMax/)
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Magazyny self storage: Kraków ·')
})
