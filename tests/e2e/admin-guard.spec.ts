import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'

async function signIn(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: baseURL },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test('anonymous visitor: the server itself redirects to sign-in with next', async ({ page }) => {
  const response = await page.request.get('/admin', { maxRedirects: 0 })
  expect(response.status()).toBeGreaterThanOrEqual(300)
  expect(response.status()).toBeLessThan(400)
  expect(response.headers().location).toBe('/pl/logowanie?next=%2Fadmin')
  const deep = await page.request.get('/admin/clients?page=2', { maxRedirects: 0 })
  expect(deep.headers().location).toBe(`/pl/logowanie?next=${encodeURIComponent('/admin/clients?page=2')}`)
  expect((await page.request.get('/api/superadmin/clients')).status()).toBe(401)
})

test('deep link without a session: sign in, then back to the same list view', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('skrytka-consent-v1'))
      localStorage.setItem(
        'skrytka-consent-v1',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
      )
  })
  await page.goto('/admin/clients?sort=companyName%3Aasc')
  await expect(page).toHaveURL(/\/pl\/logowanie\?next=%2Fadmin%2Fclients%3Fsort%3DcompanyName/)
  await waitForHydration(page)
  await page.getByLabel('E-mail').first().fill('admin@skrytka.test')
  await page.getByLabel('Hasło', { exact: true }).fill('Admin-Skrytka-2026')
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).last().click()
  await expect(page).toHaveURL(/\/admin\/clients\?sort=companyName(%3A|:)asc$/)
  await expect(page.getByLabel('Sortowanie')).toHaveValue('companyName:asc')
})

test('a CLIENT user is sent to the home page', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'operator@skrytka.test', 'Operator-Skrytka-2026')
  const response = await page.request.get('/admin/users', { maxRedirects: 0 })
  expect(response.headers().location).toBe('/pl')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/pl$/)
})

test('superadmin: header, tabs with aria-current, no caching, sign-out', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'admin@skrytka.test', 'Admin-Skrytka-2026')
  const response = await page.goto('/admin')
  expect(response?.headers()['cache-control']).toContain('no-store')
  await waitForHydration(page)
  await expect(page.getByText('Panel administratora', { exact: true })).toBeVisible()
  await expect(page.getByTestId('admin-user-email')).toHaveText('admin@skrytka.test')
  const tabs = page.getByRole('navigation', { name: 'Sekcje panelu' })
  await expect(tabs.getByRole('link', { name: 'Przegląd' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Przegląd', level: 1 })).toBeVisible()
  await expect(page.getByText('Obiekty aktywne')).toBeVisible()
  await expectNoA11yViolations(page)

  await tabs.getByRole('link', { name: 'Użytkownicy' }).click()
  await expect(page).toHaveURL(/\/admin\/users/)
  await expect(tabs.getByRole('link', { name: 'Użytkownicy' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Przegląd' })).not.toHaveAttribute('aria-current', 'page')

  await page.getByRole('button', { name: 'Wyloguj' }).click()
  await expect(page).toHaveURL(/\/pl$/)
  const after = await page.request.get('/admin', { maxRedirects: 0 })
  expect(after.headers().location).toBe('/pl/logowanie?next=%2Fadmin')
})

test('inbox views, the outbox included, are read-only tables', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'admin@skrytka.test', 'Admin-Skrytka-2026')
  await page.goto('/admin')
  await waitForHydration(page)
  // Issue 25 renamed the overview's link (the outbox shows delivery status now) and added a status filter made of
  // links and a "Wyślij ponownie" button on failed rows: still no form edits a record from these tables.
  await page.getByRole('link', { name: 'Skrzynka nadawcza: status wysyłki e-maili' }).click()
  await expect(page).toHaveURL(/\/admin\/inbox\/outbox/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wysłane wiadomości (skrzynka nadawcza)')
  await expect(page.getByText('Ładowanie…')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Filtruj według statusu' }).getByRole('link')).toHaveCount(5)
  await expect(page.locator('form')).toHaveCount(0)
  await expectNoA11yViolations(page)
  expect((await page.request.get('/admin/inbox/unknown')).status()).toBe(404)
})
