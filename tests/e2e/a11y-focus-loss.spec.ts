import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { expectFocusNotLost, keyboardFocus } from './keyboard'

// Issue 20, "Focus is never lost": after each action, document.activeElement is not <body>. Keyboard only.

const LIST = '/pl/magazyny-self-storage'
const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-teaser-dismissed', '1'))
  await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
})

test('"Wyczyść filtry" hands focus to the results', async ({ page }) => {
  // Issue 29: the empty state offers "Wyczyść filtry" only when filters are set, and clearing them keeps the place.
  await page.goto(`${LIST}?q=Krak%C3%B3w&priceMax=50`)
  await waitForHydration(page)
  await keyboardFocus(page.getByTestId('list-empty').getByRole('button', { name: 'Wyczyść filtry' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('facility-card').first()).toBeVisible()
  await expect(page).not.toHaveURL(/priceMax/)
  await expectFocusNotLost(page)
})

test('the carousel\'s last "Następna" keeps focus', async ({ page }) => {
  await page.goto(SOFTWARE)
  await waitForHydration(page)
  const next = page.getByRole('button', { name: 'Następna funkcja' })
  await keyboardFocus(next)
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Enter')
    await page.waitForTimeout(400)
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expectFocusNotLost(page)
})

test('the blog\'s "Wyczyść" returns focus to the search field', async ({ page }) => {
  await page.goto('/pl/blog')
  await waitForHydration(page)
  await keyboardFocus(page.getByRole('searchbox'))
  await page.keyboard.type('trendy')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Wyczyść' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('searchbox')).toHaveValue('')
  await expectFocusNotLost(page)
})

test('sign-in keeps focus on its button through "Logowanie…" and after the error', async ({ page }) => {
  let release = () => {}
  await page.route('**/api/auth/login', async (route) => {
    await new Promise<void>((done) => (release = done))
    await route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":"UNAUTHORIZED","message":"x"}' })
  })
  await page.goto('/pl/logowanie')
  await waitForHydration(page)
  await keyboardFocus(page.getByLabel('E-mail').first())
  await page.keyboard.type('operator@skrytka.test')
  await page.getByLabel('Hasło', { exact: true }).focus()
  await page.keyboard.type('zle-haslo-123')
  const submit = page.getByRole('button', { name: 'Zaloguj się', exact: true }).last()
  await keyboardFocus(submit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Logowanie…' })).toBeVisible()
  await expectFocusNotLost(page)
  release()
  await expect(page.getByRole('alert').first()).toBeVisible()
  await expectFocusNotLost(page)
})

test("the teaser's close button hands focus to the page", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.removeItem('skrytka-teaser-dismissed'))
  await page.goto('/pl/blog')
  await waitForHydration(page)
  const close = page.getByRole('button', { name: 'Zamknij powiadomienie' })
  await expect(close).toBeVisible({ timeout: 6000 })
  await keyboardFocus(close)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('teaser')).toHaveCount(0)
  await expectFocusNotLost(page)
})

test('demo → trial → Escape leaves focus on the page', async ({ page }) => {
  await page.goto(`${SOFTWARE}?demo=1`)
  await waitForHydration(page)
  await keyboardFocus(page.getByTestId('switch-to-trial'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('trial-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('trial-panel')).toHaveCount(0)
  await expectFocusNotLost(page)
})

test('"Użyj mojej lokalizacji" keeps focus after it succeeds', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 52.2318, longitude: 20.954 })
  await page.goto(LIST)
  await waitForHydration(page)
  await keyboardFocus(page.getByRole('button', { name: 'Użyj mojej lokalizacji' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/lat=52/)
  await expect(page.getByRole('button', { name: 'Użyj mojej lokalizacji' })).toBeVisible()
  await expectFocusNotLost(page)
})
