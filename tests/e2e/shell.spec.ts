import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs } from './fixtures'

test('hydrates: the language switch keeps the page and stores the choice', async ({ page }) => {
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  await page.getByTestId('lang-en').click()
  await expect(page).toHaveURL(/\/en\/facilities$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(
    await page.evaluate(() => [localStorage.getItem('preferred-language'), localStorage.getItem('i18nextLng')]),
  ).toEqual(['en', 'en'])
  // replace, not push: Back leaves the site section instead of returning to the Polish page.
  await page.getByTestId('lang-pl').click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
})

test('mobile drawer at 375 px: opens, traps focus, closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/pl')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).first()).toBeHidden()
  await page.getByTestId('menu-button').click()
  const drawer = page.getByTestId('mobile-drawer')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Oprogramowanie' }).first()).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByTestId('menu-button')).toBeFocused()
})

test('404 page in both languages with a link home', async ({ page }) => {
  const response = await page.goto('/en/this-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page).toHaveTitle('Page not found (404) – Skrytka')
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/en$/)
  const pl = await page.goto('/pl/tego-nie-ma')
  expect(pl?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups! Nie znaleziono strony')
  await expect(page).toHaveTitle('Nie znaleziono strony (404) – Skrytka')
})

test('an /admin 404 says so in its title, not the console title', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
  const response = await page.goto('/admin/nie-ma-takiej-strony')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Nie znaleziono strony (404) – Skrytka')
  await page.goto('/admin')
  await expect(page).toHaveTitle(/Panel administratora/)
})

test('call button dials the configured phone', async ({ page }) => {
  await page.goto('/pl')
  await expect(page.getByRole('link', { name: /Zadzwoń/ }).first()).toHaveAttribute('href', /^tel:\+48/)
})
