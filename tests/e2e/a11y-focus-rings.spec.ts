import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { SEED, quietOverlays, signInAs } from './fixtures'
import { expectVisibleRing } from './keyboard'

// Issue 20, "Focus rings show": the focused element looks different and its ring reaches 3:1 (WCAG 2.4.7, 1.4.11).

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-teaser-dismissed', '1'))
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

test('hero search shows a ring', async ({ page }) => {
  await page.goto('/pl')
  await waitForHydration(page)
  await expectVisibleRing(page.getByTestId('hero-search'))
})

test('a facility card shows a ring around the card when its link has focus', async ({ page }) => {
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  const card = page.getByTestId('facility-card').first()
  await expectVisibleRing(card.getByRole('link').first(), card)
})

test('a text field shows a ring', async ({ page }) => {
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  await expectVisibleRing(page.getByTestId('map-search'))
})

test('the map shows a ring that the rounded frame does not clip', async ({ page }) => {
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  const canvas = page.locator('.maplibregl-canvas')
  await expect(canvas).toBeAttached()
  await expectVisibleRing(canvas, page.getByRole('region', { name: 'Mapa magazynów' }))
})

test('an invalid admin field shows a ring', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
  await page.goto('/admin/clients/new')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Utwórz klienta' }).focus()
  await page.keyboard.press('Enter')
  const field = page.getByLabel('Osoba kontaktowa')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectVisibleRing(field)
})
