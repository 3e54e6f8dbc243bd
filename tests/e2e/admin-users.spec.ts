import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs } from './fixtures'

test.beforeEach(async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
})

const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

test('user: create, generate a password, save, send credentials, outbox shows the e-mail', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Several saves and sign-ins in one story: room for a loaded CI machine.
  test.setTimeout(90_000)
  const email = `najemca-${Date.now()}@example.test`
  await page.goto('/admin/users/new')
  await waitForHydration(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Rola').selectOption('TENANT')
  await page.getByRole('button', { name: 'Generuj' }).click()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Utwórz użytkownika' }).click()
  await expect(toast(page, 'Zapisano użytkownika')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
  await waitForHydration(page)

  await page.getByRole('button', { name: 'Generuj hasło' }).click()
  await expect(toast(page, 'Wygenerowano nowe hasło. Zapisz zmiany, aby je zastosować.')).toBeVisible()
  const password = await page.getByLabel('Nowe hasło (opcjonalnie)').inputValue()
  expect(password).toHaveLength(12)
  const api = await playwright.request.newContext({ baseURL })
  // Not applied before saving.
  expect(
    (await api.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL! } })).status(),
  ).toBe(401)
  await expectNoA11yViolations(page)
  // The create toast may still be up: wait for the save itself.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/superadmin/users/'),
  )
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  expect((await saved).ok()).toBe(true)
  await expect(toast(page, 'Zapisano użytkownika').first()).toBeVisible()
  expect((await api.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL! } })).ok()).toBe(
    true,
  )
  await api.dispose()

  await page.getByRole('button', { name: 'Wyślij dane logowania' }).click()
  await expect(toast(page, 'Wysłano dane logowania na e-mail')).toBeVisible()
  await page.goto('/admin/inbox/outbox')
  await waitForHydration(page)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row.first()).toContainText('Dane logowania do Skrytka')
})
