import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

test('an anonymous visitor never asks /api/user/me; the drawer offers sign-in', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/me') asked.push(request.url())
  })
  await quietOverlays(page)
  await page.goto('/pl')
  await waitForHydration(page)
  await page.getByTestId('menu-button').tap()
  const drawer = page.getByTestId('mobile-drawer')
  await expect(drawer.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  await drawer.getByRole('link', { name: 'Magazyny', exact: true }).tap()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  expect(asked).toEqual([])
})

test('a signed-in operator finds the panel and logout in the phone drawer', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.client)
  await quietOverlays(page)
  await page.goto('/pl')
  await waitForHydration(page)
  await page.getByTestId('menu-button').tap()
  const drawer = page.getByTestId('mobile-drawer')
  const panel = drawer.getByRole('link', { name: 'Panel operatora' })
  await expect(panel).toBeVisible()
  // Reachable by geometry, not only "visible": its centre hits the link once the drawer has slid in.
  await expect
    .poll(() =>
      panel.evaluate((link) => {
        link.scrollIntoView({ block: 'nearest' })
        const box = link.getBoundingClientRect()
        return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      }),
    )
    .toBe(true)
  await expect(drawer.getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0)
  await expect(drawer.getByRole('button', { name: 'Wyloguj się' })).toBeVisible()
  await panel.tap()
  await expect(page).toHaveURL(/\/pl\/panel-operatora/)
})

test('on a phone the list page loads the map only when asked', async ({ page }) => {
  const mapCode: string[] = []
  page.on('request', (request) => {
    if (/map-view-.*\.js$/.test(request.url())) mapCode.push(request.url())
  })
  await quietOverlays(page)
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  // Issue 29: on a phone the list comes first, and the "Mapa" toggle shows the map.
  const show = page.getByRole('button', { name: 'Mapa', exact: true })
  await expect(show).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(mapCode).toEqual([])
  await show.tap()
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 })
  expect(mapCode.length).toBe(1)
})
