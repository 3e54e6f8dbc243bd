import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs, skipConsent } from './fixtures'

/** Issue 29 item 5: sign-in from any page returns to that page in its language. */
const TENANT = { email: 'tenant@skrytka.test', password: 'Operator-Skrytka-2026' }

test.beforeEach(async ({ page }) => {
  await skipConsent(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-teaser-dismissed', '1'))
})

async function signInHere(page: Page, who: { email: string; password: string }, labels: 'pl' | 'en') {
  const form = page.locator('#signin-form')
  await waitForHydration(page)
  await form.getByLabel(labels === 'en' ? 'Email' : 'E-mail').fill(who.email)
  await form.getByLabel(labels === 'en' ? 'Password' : 'Hasło', { exact: true }).fill(who.password)
  await form.getByRole('button', { name: labels === 'en' ? 'Sign in' : 'Zaloguj się', exact: true }).click()
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`the header's sign-in comes back to the English search it left (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/en/facilities?q=Krakow')
    await waitForHydration(page)
    if (viewport.width < 768) {
      await page.getByTestId('menu-button').click()
      await page.locator('#mobile-drawer').getByRole('link', { name: 'Log in' }).click()
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    }
    await expect(page).toHaveURL(/\/en\/signin\?next=/)
    await signInHere(page, SEED.client, 'en')
    await expect(page).toHaveURL(/\/en\/facilities\?q=Krakow$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
}

test('from a Polish facility page back to it, after a client-side navigation there', async ({ page }) => {
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'SunBox24' }).first().click()
  await expect(page).toHaveURL(/\/pl\/magazyn-self-storage\/sunbox24-/)
  const detail = new URL(page.url()).pathname
  await page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).click()
  await signInHere(page, TENANT, 'pl')
  await expect(page).toHaveURL(new RegExp(`${detail}$`))
})

test('from the sign-in page itself a tenant lands on "Moje zapytania", in English from the English page', async ({
  page,
}) => {
  await page.goto('/en/signin')
  await signInHere(page, TENANT, 'en')
  await expect(page).toHaveURL(/\/en\/my-inquiries$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My inquiries' })).toBeVisible()
})

test('a signed-in tenant finds its inquiry form filled, and "Moje zapytania" names the facility, city, message and status', async ({
  page,
  baseURL,
}) => {
  const message = `Pytanie o dojazd ${Date.now().toString(36)}`
  await signInAs(page, baseURL!, TENANT)
  await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
  await waitForHydration(page)
  await expect(page.getByRole('textbox', { name: /^Imię i nazwisko/ })).toHaveValue('Jan Najemca')
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(TENANT.email)
  await page.getByRole('textbox', { name: /^Telefon/ }).fill('600 100 200')
  await page.getByLabel(/^Wiadomość/).fill(message)
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  await expect(page.getByTestId('inquiry-success')).toBeVisible()

  await page.goto('/pl/moje-zapytania')
  await waitForHydration(page)
  const row = page.getByRole('row').filter({ hasText: message })
  await expect(row.getByRole('link', { name: 'Lockerbox' })).toHaveAttribute(
    'href',
    '/pl/magazyn-self-storage/lockerbox-warszawa',
  )
  await expect(row).toContainText('Warszawa')
  await expect(row).toContainText('Nowe')
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(message)
  await expectNoA11yViolations(page)
})
