import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs } from './fixtures'
import { fillAddress, toast } from './form-assertions'

test.beforeEach(async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
})

test('facility via the client picker → rich content, FAQ, active and promoted flags reach the public API', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const company = `Skrytki Testowe ${stamp}`
  const address = { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' }
  const created = await page.request.post('/api/superadmin/clients', {
    data: {
      user: { email: `obiekt-${stamp}@example.test` },
      companyName: company,
      contactName: 'Jan Testowy',
      phone: '600100200',
      billingAddress: address,
    },
    headers: { origin: baseURL! },
  })
  expect(created.status()).toBe(201)

  // Facility: nothing to fill until a client is picked.
  await page.goto('/admin/facilities/new')
  await waitForHydration(page)
  await expect(page.getByLabel('Nazwa obiektu')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Utwórz obiekt' })).toBeDisabled()
  const picker = page.getByRole('combobox', { name: 'Klient' })
  await picker.fill(`Testowe ${stamp}`)
  await expect(page.getByRole('option', { name: new RegExp(company) })).toBeVisible()
  await expect(picker).toHaveAttribute('aria-activedescendant', /.+/)
  await expectNoA11yViolations(page)
  await picker.press('Enter')
  await expect(picker).toHaveValue(new RegExp(company))
  await expect(page.getByLabel('Nazwa obiektu')).toBeEnabled()
  await page.getByLabel('Nazwa obiektu').fill(`Magazyn ${stamp}`)
  await page.getByLabel('Szerokość geograficzna').fill('52,2297')
  await page.getByLabel('Długość geograficzna').fill('21.0122')
  await fillAddress(page, 'Lokalizacja')
  await page.getByRole('button', { name: 'Utwórz obiekt' }).click()
  await expect(toast(page, 'Utworzono obiekt')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/facilities\/\d+$/)
  const id = page.url().split('/').pop()
  const { slug } = await (await page.request.get(`/api/superadmin/facilities/${id}`)).json()
  expect((await page.request.get(`/api/marketplace/facilities/${slug}`)).status()).toBe(200)

  // Rich content with two FAQ items (second moved up), features, and the facility switched off.
  await waitForHydration(page)
  await page.getByLabel('Tytuł').fill('Bezpieczne skrytki')
  await page.getByLabel('Wstęp').fill('Krótki wstęp.')
  await page.getByLabel('Cechy').fill('monitoring, , parking ')
  await page.getByLabel('Min. cena netto / mies. (zł)').fill('99')
  await page.getByRole('button', { name: 'Dodaj pytanie' }).click()
  await page.getByRole('button', { name: 'Dodaj pytanie' }).click()
  await page.getByLabel('Pytanie 1', { exact: true }).fill('Jak wejść?')
  await page.getByLabel('Odpowiedź 1', { exact: true }).fill('Kodem PIN.')
  await page.getByLabel('Pytanie 2', { exact: true }).fill('Czy jest parking?')
  await page.getByLabel('Odpowiedź 2', { exact: true }).fill('Tak.')
  await page.getByRole('button', { name: 'Przesuń pytanie 2 w górę' }).click()
  await expect(page.getByLabel('Pytanie 1', { exact: true })).toHaveValue('Czy jest parking?')
  const active = page.getByLabel('Obiekt aktywny (widoczny w serwisie)')
  await expect(active).toBeChecked()
  await active.uncheck()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(toast(page, 'Zapiszono zmiany obiektu')).toBeVisible()
  await expect.poll(async () => (await page.request.get(`/api/marketplace/facilities/${slug}`)).status()).toBe(404)

  await active.check()
  const promoted = page.getByLabel('Obiekt promowany (płatne wyróżnienie: pierwszy na liście, z etykietą „Polecane”)')
  await expect(promoted).not.toBeChecked()
  await promoted.check()
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/superadmin/facilities/'),
  )
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  expect((await saved).ok()).toBe(true)
  await expect.poll(async () => (await page.request.get(`/api/marketplace/facilities/${slug}`)).status()).toBe(200)
  expect((await (await page.request.get(`/api/marketplace/facilities/${slug}`)).json()).recommended).toBe(true)
  const rich = await (await page.request.get(`/api/marketplace/facilities/${slug}/rich-content`)).json()
  expect(rich.title).toBe('Bezpieczne skrytki')
  expect(rich.faq).toEqual([
    { question: 'Czy jest parking?', answer: 'Tak.' },
    { question: 'Jak wejść?', answer: 'Kodem PIN.' },
  ])
  expect(rich.features).toEqual(['monitoring', 'parking'])
  expect(rich.minPriceMonthly).toBe(99)
  expect(rich.maxPriceMonthly).toBeNull()

  // The console's list shows the paid placement without opening the facility.
  await page.goto(`/admin/facilities?q=${stamp}`)
  const row = page.getByRole('row', { name: new RegExp(`Magazyn ${stamp}`) })
  await expect(row.getByText('Polecany', { exact: true })).toBeVisible()
})
