import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs } from './fixtures'
import { fillAddress, toast } from './form-assertions'

test.beforeEach(async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
})

test('client: create with a generated password, its CLIENT user signs in, then edit', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Several saves and sign-ins in one story: room for a loaded CI machine.
  test.setTimeout(90_000)
  const stamp = Date.now()
  const company = `Skrytki Testowe ${stamp}`
  const email = `klient-${stamp}@example.test`

  // Client with a generated password.
  await page.goto('/admin/clients/new')
  await waitForHydration(page)
  await page.getByLabel('E-mail logowania').fill(email)
  await page.getByRole('button', { name: 'Generuj' }).click()
  const password = await page.getByLabel('Hasło').inputValue()
  expect(password).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789]{12}$/)
  await page.getByLabel('Nazwa firmy (opcjonalnie)').fill(company)
  await page.getByLabel('Osoba kontaktowa').fill('Anna Testowa')
  await page.getByLabel('Telefon').fill('+48 600 100 200')
  await fillAddress(page, 'Adres rozliczeniowy')
  await expect(page.getByRole('group', { name: 'Adres rozliczeniowy' }).getByLabel('Kraj')).toHaveValue('Polska')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Utwórz klienta' }).click()
  await expect(toast(page, 'Utworzono klienta i użytkownika')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/)
  await expect(page.getByRole('link', { name: email })).toBeVisible()
  await expectNoA11yViolations(page)

  // Edit: a coordinate typed with a decimal comma and a billing e-mail.
  const clientId = page.url().split('/').pop()
  await waitForHydration(page)
  await page.getByLabel('Szerokość geograficzna (opcjonalnie)').fill('50,0647')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('faktury@example.test')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').blur()
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(toast(page, 'Zaktualizowano klienta')).toBeVisible()
  const saved = await (await page.request.get(`/api/superadmin/clients/${clientId}`)).json()
  expect(saved.billingAddress.latitude).toBe(50.0647)
  expect(saved.billingEmail).toBe('faktury@example.test')

  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL! } })
  expect(login.ok()).toBe(true)
  expect((await (await api.get('/api/user/me')).json()).user.role).toBe('CLIENT')
  await api.dispose()
})
