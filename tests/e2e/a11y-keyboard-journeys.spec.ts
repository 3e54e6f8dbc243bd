import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'
import { keyboardFocus } from './keyboard'

// Issue 20 "Done means": page changes, forms a keyboard can submit, a list that can be skipped, Polish map controls.

const LIST = '/pl/magazyny-self-storage'
const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-teaser-dismissed', '1'))
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

test("a header navigation moves focus to the new page's h1 and announces its title", async ({ page }) => {
  await page.goto('/pl')
  await waitForHydration(page)
  await keyboardFocus(
    page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Magazyny' }),
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(LIST))
  const h1 = page.locator('main h1')
  await expect(h1).toBeFocused()
  await expect(page.getByTestId('route-announcer')).toContainText(await page.title())
})

for (const panel of [
  { name: 'demo', query: 'demo=1', submit: 'Umów prezentację', first: 'Imię i nazwisko' },
  { name: 'trial', query: 'trial=1', submit: 'Utwórz konto testowe', first: 'Nazwa firmy' },
]) {
  test(`the ${panel.name} dialog can be submitted empty by keyboard and shows its errors`, async ({ page }) => {
    await page.goto(`${SOFTWARE}?${panel.query}`)
    await waitForHydration(page)
    const dialog = page.getByTestId(`${panel.name}-panel`)
    const submit = dialog.getByRole('button', { name: panel.submit })
    await keyboardFocus(submit)
    await page.keyboard.press('Enter')
    const first = dialog.getByLabel(new RegExp(`^${panel.first}`))
    // Focus goes to the first invalid field, which describes its error (each id once).
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute('aria-invalid', 'true')
    const ids = (await first.getAttribute('aria-describedby'))?.split(/\s+/) ?? []
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
    await expect(page.locator(`[id="${ids.at(-1)}"]`)).toBeVisible()
    await expect(dialog.locator('[aria-invalid="true"]')).not.toHaveCount(0)
    await expectNoA11yViolations(page)
  })
}

test('the list reaches its first result in at most 5 Tabs through "skip to results"', async ({ page }) => {
  await page.goto(LIST)
  await waitForHydration(page)
  let tabs = 0
  const tab = async () => {
    tabs++
    await page.keyboard.press('Tab')
  }
  await tab()
  await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused()
  await page.keyboard.press('Enter')
  await tab()
  await expect(page.getByRole('link', { name: 'Przejdź do wyników' })).toBeFocused()
  await page.keyboard.press('Enter')
  await tab()
  const inFirstCard = await page.evaluate(
    () =>
      Boolean(document.activeElement?.closest('[data-testid="facility-card"]')) &&
      document.activeElement?.closest('[data-testid="facility-card"]') ===
        document.querySelector('[data-testid="facility-card"]'),
  )
  expect(inFirstCard).toBe(true)
  expect(tabs).toBeLessThanOrEqual(5)
})

test("on /pl the map's zoom buttons have Polish names", async ({ page }) => {
  await page.goto(LIST)
  await waitForHydration(page)
  await page.getByTestId('map-section').scrollIntoViewIfNeeded()
  // Exact names: cluster markers end in "Przybliż" too.
  await expect(page.getByRole('button', { name: 'Przybliż', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Oddal', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0)
})

test('the admin has a skip link first in the tab order', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
  await page.goto('/admin/clients/new')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('"Pokaż więcej pytań" moves focus to the first question it reveals', async ({ page }) => {
  await page.goto('/pl')
  await waitForHydration(page)
  await keyboardFocus(page.getByRole('button', { name: 'Pokaż więcej pytań' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('home-faq').locator('details').nth(4).locator('summary')).toBeFocused()
})

test('"Zapytaj" shows and announces the chosen unit above the inquiry form', async ({ page }) => {
  await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
  await waitForHydration(page)
  await keyboardFocus(page.getByRole('button', { name: 'Zapytaj A-103' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('inquiry-unit')).toHaveText(/A-103/)
  await expect(page.getByTestId('inquiry-unit')).toHaveAttribute('role', 'status')
})
