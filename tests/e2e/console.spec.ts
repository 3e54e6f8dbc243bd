import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, test } from './test'
import type { FacilityProfile, PanelPhoto } from '@api/contract/listing'
import type { PanelOverview } from '@api/contract/panel'
import { LANG_COOKIE } from '@kernel/names'
import { phoneJpeg } from '../test-images'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { withFacility } from './facility-lock'
import { quietOverlays, SEED, signInAs } from './fixtures'
import { expectError, fillAddress, group, toast } from './form-assertions'

/**
 * The console (/admin) as a superadmin uses it (issue 37): journeys that each load one page and move on by the
 * console's own links (client-side navigation). What a server render or an API call shows on its own — list state
 * from the URL, fallbacks for bad parameters, the API's validation messages — is in
 * tests/integration/console-lists.test.ts and superadmin.test.ts; the page sweep loads every console page with axe,
 * so axe runs here only on states a first load cannot show (errors, an open picker, a moderation decision).
 */

// What a stored timestamp looks like raw ("2026-11-22T19:04:55.450Z"), and codes the API stores in inbox rows.
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/
const CODES = ['no_email', 'medium', 'pending', 'confirmed', '9-10', 'SUPERADMIN', 'CLIENT', 'TENANT']
const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

const tabs = (page: Page) => page.getByRole('navigation', { name: /^(Sekcje panelu|Console sections)$/ })
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true })
const list = (page: Page) => page.getByTestId('admin-list')
const pagerText = (page: Page) => page.getByRole('navigation', { name: 'Stronicowanie' }).getByText(/^Strona/)

/** An inquiry the API stores with the codes no_email and medium (the seeded Lublin facility has no e-mail). */
async function inquiryWithCodes(request: APIRequestContext, baseURL: string) {
  const found = await request.get('/api/superadmin/facilities?q=Sk%C5%82aduj%20Tatary')
  const facility = (await found.json()).items[0] as { id: number }
  const response = await request.post(`/api/forms/facilities/${facility.id}/inquiries`, {
    data: { name: 'Ewa Kod', email: 'ewa.kod@example.com', phone: '600100200', period: 'medium', sizeM2: 4 },
    headers: { origin: baseURL },
  })
  expect(response.status()).toBe(422)
  const demo = await request.post('/api/forms/demo-request', {
    data: { name: 'Jan Demo', email: 'jan.demo@example.com', phone: '600100201', contactTime: '9-10' },
    headers: { origin: baseURL },
  })
  expect(demo.ok(), await demo.text()).toBe(true)
}

/** Every console label a visitor reads: headings, captions, column headers, navigation, buttons, options, terms. */
async function chromeTexts(page: Page) {
  return page.locator('h1, h2, caption, th, nav a, button, option, label, dt').allInnerTexts()
}

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

test('new client: messages, a taken e-mail, created with a generated password, its CLIENT user signs in', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, baseURL!, SEED.admin)
  const stamp = unique()
  const company = `Skrytki Testowe ${stamp}`
  const email = `klient-${stamp}@example.test`

  // New client: spec §5 messages, on blur and on submit.
  await page.goto('/admin/clients')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Dodaj operatora' }).click()
  await expect(page).toHaveURL(/\/admin\/clients\/new$/)
  const address = group(page, 'Adres rozliczeniowy')
  const country = address.getByLabel('Kraj')
  await expect(country).toHaveValue('Polska')
  await country.fill('')
  // Blur first: its message would otherwise move the button between mousedown and click.
  await country.blur()
  await expectError(country, 'Kraj jest wymagany')
  await page.getByRole('button', { name: 'Utwórz operatora' }).click()
  await expectError(page.getByLabel('E-mail logowania'), 'Niepoprawny email')
  await expectError(page.getByLabel('Osoba kontaktowa'), 'Osoba kontaktowa jest wymagana')
  await expectError(page.getByLabel('Telefon'), 'Podaj telefon')
  await expectError(address.getByLabel('Ulica'), 'Ulica jest wymagana')
  await expectError(address.getByLabel('Numer budynku'), 'Numer jest wymagany')
  await expectError(address.getByLabel('Kod pocztowy'), 'Kod pocztowy jest wymagany')
  await expectError(address.getByLabel('Miasto'), 'Miasto jest wymagane')
  await expectError(address.getByLabel('Kraj'), 'Kraj jest wymagany')
  await expect(address.getByLabel('Numer lokalu (opcjonalnie)')).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Hasło').fill('abc')
  await expectError(page.getByLabel('Hasło'), 'Min. 6 znaków')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('zly-adres')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').blur()
  await expectError(page.getByLabel('E-mail do faktur (opcjonalnie)'), 'Niepoprawny email')
  await expectNoA11yViolations(page)
  // Revalidated on input: fixing the field clears its message.
  await page.getByLabel('Osoba kontaktowa').fill('Anna Testowa')
  await expect(page.getByLabel('Osoba kontaktowa')).not.toHaveAttribute('aria-invalid', 'true')

  // A taken e-mail: the server's message under the field and in the toast; the form stays.
  const taken = 'Użytkownik o tym adresie e-mail już istnieje'
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('')
  await page.getByLabel('E-mail logowania').fill('operator@skrytka.test')
  await page.getByLabel('Telefon').fill('+48 600 100 200')
  await fillAddress(page, 'Adres rozliczeniowy')
  await country.fill('Polska')
  await page.getByRole('button', { name: 'Generuj' }).click()
  await page.getByRole('button', { name: 'Utwórz operatora' }).click()
  await expect(page.getByTestId('toasts').getByText(taken)).toBeVisible()
  await expectError(page.getByLabel('E-mail logowania'), taken)
  await expect(page).toHaveURL(/\/admin\/clients\/new$/)

  // Created with a generated password.
  await page.getByLabel('E-mail logowania').fill(email)
  await page.getByRole('button', { name: 'Generuj' }).click()
  const password = await page.getByLabel('Hasło').inputValue()
  expect(password).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789]{12}$/)
  await page.getByLabel('Nazwa firmy (opcjonalnie)').fill(company)
  await page.getByRole('button', { name: 'Utwórz operatora' }).click()
  await expect(toast(page, 'Utworzono klienta i użytkownika')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/)
  await expect(page.getByRole('link', { name: email })).toBeVisible()

  // The client's CLIENT user signs in with the generated password.
  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL! } })
  expect(login.ok()).toBe(true)
  expect((await (await api.get('/api/user/me')).json()).user.role).toBe('CLIENT')
  await api.dispose()
})

test('client edit: a decimal comma and a billing e-mail saved; "Wymagane" and "Nieprawidłowy email"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, baseURL!, SEED.admin)
  const created = await page.request.post('/api/superadmin/clients', {
    data: {
      user: { email: `edycja-klienta-${unique()}@example.test` },
      contactName: 'Anna Testowa',
      phone: '600100200',
      billingAddress: { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
    },
    headers: { origin: baseURL! },
  })
  expect(created.status()).toBe(201)
  const clientId = (await created.json()).id as number
  await page.goto(`/admin/clients/${clientId}`)
  await waitForHydration(page)
  const address = group(page, 'Adres rozliczeniowy')

  // Edit: a coordinate typed with a decimal comma and a billing e-mail.
  await page.getByLabel('Szerokość geograficzna (opcjonalnie)').fill('50,0647')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('faktury@example.test')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').blur()
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes(`/api/superadmin/clients/${clientId}`),
  )
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  expect((await patched).ok()).toBe(true)
  await expect(toast(page, 'Zaktualizowano klienta')).toBeVisible()
  const saved = await (await page.request.get(`/api/superadmin/clients/${clientId}`)).json()
  expect(saved.billingAddress.latitude).toBe(50.0647)
  expect(saved.billingEmail).toBe('faktury@example.test')

  // Edit's own messages: "Wymagane" and "Nieprawidłowy email"; nothing is saved.
  await page.getByLabel('Osoba kontaktowa').fill('')
  await page.getByLabel('Telefon').fill('1')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('nie-email')
  await address.getByLabel('Ulica').fill('')
  await address.getByLabel('Ulica').blur()
  await expectError(address.getByLabel('Ulica'), 'Wymagane')
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expectError(page.getByLabel('Osoba kontaktowa'), 'Wymagane')
  await expectError(page.getByLabel('Telefon'), 'Wymagane')
  await expectError(page.getByLabel('E-mail do faktur (opcjonalnie)'), 'Nieprawidłowy email')
  await expectError(address.getByLabel('Ulica'), 'Wymagane')
  await expectNoA11yViolations(page)
  expect((await (await page.request.get(`/api/superadmin/clients/${clientId}`)).json()).contactName).toBe(
    'Anna Testowa',
  )
})

test('new facility: nothing until a client is picked, the picker by keyboard, messages, created and public', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, baseURL!, SEED.admin)
  const stamp = unique()
  const company = `Skrytki Testowe ${stamp}`
  const created = await page.request.post('/api/superadmin/clients', {
    data: {
      user: { email: `obiekt-${stamp}@example.test` },
      companyName: company,
      contactName: 'Jan Testowy',
      phone: '600100200',
      billingAddress: { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
    },
    headers: { origin: baseURL! },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/facilities')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Dodaj obiekt' }).click()
  await expect(page).toHaveURL(/\/admin\/facilities\/new$/)

  // Nothing to fill until a client is picked; the picker works from the keyboard.
  await expect(page.getByLabel('Nazwa obiektu')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Utwórz obiekt' })).toBeDisabled()
  const picker = page.getByRole('combobox', { name: 'Operator' })
  await picker.focus()
  await picker.press('ArrowDown')
  await expect(page.getByRole('option').first()).toBeVisible()
  await picker.fill(`Testowe ${stamp}`)
  await expect(page.getByRole('option', { name: new RegExp(company) })).toBeVisible()
  await expect(picker).toHaveAttribute('aria-activedescendant', /.+/)
  await expectNoA11yViolations(page)
  await picker.press('Enter')
  await expect(picker).toHaveValue(new RegExp(company))
  await expect(page.getByLabel('Nazwa obiektu')).toBeEnabled()

  // New facility's messages: required name and location once a client is picked.
  const location = group(page, 'Lokalizacja')
  await location.getByLabel('Kraj').fill('')
  await location.getByLabel('Kraj').blur()
  await page.getByRole('button', { name: 'Utwórz obiekt' }).click()
  await expectError(page.getByLabel('Nazwa obiektu'), 'Nazwa jest wymagana')
  await expectError(location.getByLabel('Ulica'), 'Ulica jest wymagana')
  await expectError(location.getByLabel('Numer budynku'), 'Numer jest wymagany')
  await expectError(location.getByLabel('Kod pocztowy'), 'Kod pocztowy jest wymagany')
  await expectError(location.getByLabel('Miasto'), 'Miasto jest wymagane')
  await expectError(location.getByLabel('Kraj'), 'Kraj jest wymagany')
  await page.getByLabel('E-mail (opcjonalnie)').fill('zly@')
  await page.getByLabel('E-mail (opcjonalnie)').blur()
  await expectError(page.getByLabel('E-mail (opcjonalnie)'), 'Niepoprawny email')
  await expectNoA11yViolations(page)

  // Created, and public at once.
  await page.getByLabel('E-mail (opcjonalnie)').fill('')
  await page.getByLabel('Nazwa obiektu').fill(`Magazyn ${stamp}`)
  await page.getByLabel('Szerokość geograficzna').fill('52,2297')
  await page.getByLabel('Długość geograficzna').fill('21.0122')
  await fillAddress(page, 'Lokalizacja')
  await location.getByLabel('Kraj').fill('Polska')
  await page.getByRole('button', { name: 'Utwórz obiekt' }).click()
  await expect(toast(page, 'Utworzono obiekt')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/facilities\/\d+$/)
  const id = page.url().split('/').pop()
  const { slug } = await (await page.request.get(`/api/superadmin/facilities/${id}`)).json()
  expect((await page.request.get(`/api/marketplace/facilities/${slug}`)).status()).toBe(200)
})

test('facility edit: rich content, FAQ order, active and promoted flags reach the public API; edit messages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, baseURL!, SEED.admin)
  const stamp = unique()
  const headers = { origin: baseURL! }
  const owner = await page.request.post('/api/superadmin/clients', {
    data: {
      user: { email: `edycja-${stamp}@example.test` },
      contactName: 'Jan Testowy',
      phone: '600100200',
      billingAddress: { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
    },
    headers,
  })
  expect(owner.status()).toBe(201)
  const created = await page.request.post('/api/superadmin/facilities', {
    data: {
      clientId: (await owner.json()).id,
      name: `Magazyn ${stamp}`,
      latitude: 52.2297,
      longitude: 21.0122,
      location: { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
    },
    headers,
  })
  expect(created.status()).toBe(201)
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  await page.goto(`/admin/facilities/${id}`)
  await waitForHydration(page)
  const location = group(page, 'Lokalizacja')

  // Rich content with two FAQ items (second moved up), features, and the facility switched off.
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

  // Edit's messages: name, e-mail, URL, city and an empty FAQ item; nothing is saved.
  await page.getByLabel('Nazwa obiektu').fill('')
  await page.getByLabel('E-mail (opcjonalnie)').fill('x@')
  await page.getByLabel('Adres obrazu (URL)').fill('javascript:alert(1)')
  await location.getByLabel('Miasto').fill('')
  await location.getByLabel('Miasto').blur()
  await expectError(location.getByLabel('Miasto'), 'Miasto jest wymagane')
  await page.getByRole('button', { name: 'Dodaj pytanie' }).click()
  const last = page.getByTestId('faq-item').last()
  await expect(last).toBeVisible()
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expectError(page.getByLabel('Nazwa obiektu'), 'Nazwa jest wymagana')
  await expectError(page.getByLabel('E-mail (opcjonalnie)'), 'Niepoprawny email')
  await expectError(page.getByLabel('Adres obrazu (URL)'), 'Podaj poprawny URL')
  await expectError(location.getByLabel('Miasto'), 'Miasto jest wymagane')
  await expectError(last.getByRole('textbox').first(), 'Pytanie jest wymagane')
  await expectError(last.getByRole('textbox').nth(1), 'Odpowiedź jest wymagana')
  await expectNoA11yViolations(page)
  expect((await (await page.request.get(`/api/superadmin/facilities/${id}`)).json()).name).toBe(`Magazyn ${stamp}`)
})

test('overview in words; lists: paging, sort and search in the URL, back, the paid placement, "Brak wyników"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, baseURL!, SEED.admin)
  await inquiryWithCodes(page.request, baseURL!)
  // A promoted facility of a client of this test's own, for the list's "Polecany" label.
  const stamp = unique()
  const headers = { origin: baseURL! }
  const client = await page.request.post('/api/superadmin/clients', {
    data: {
      user: { email: `lista-${stamp}@example.test` },
      contactName: 'Jan Testowy',
      phone: '600100200',
      billingAddress: { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
    },
    headers,
  })
  expect(client.status()).toBe(201)
  const facility = await page.request.post('/api/superadmin/facilities', {
    data: {
      clientId: (await client.json()).id,
      name: `Promowany ${stamp}`,
      latitude: 52.2297,
      longitude: 21.0122,
      location: { street: 'Magazynowa', buildingNumber: '12', postalCode: '00-950', city: 'Warszawa' },
    },
    headers,
  })
  expect(facility.status()).toBe(201)
  const promoted = await page.request.patch(`/api/superadmin/facilities/${(await facility.json()).id}`, {
    data: { promoted: true },
    headers,
  })
  expect(promoted.ok()).toBe(true)

  // Overview: dates in Polish time and words for codes, never ISO timestamps or internal codes.
  await page.goto('/admin')
  await waitForHydration(page)
  const inquiries = page.getByRole('region', { name: 'Najnowsze: Zapytania o obiekty' })
  const inquiry = inquiries.getByRole('row').filter({ hasText: 'Ewa Kod' }).first()
  await expect(inquiry).toContainText('obiekt bez e-maila')
  await expect(inquiry).toContainText('Średni (3–6 mies.)')
  // "22.11.2026, 20:04": a date and a time, in the visitor-independent Warsaw zone.
  await expect(inquiry.getByRole('cell').first()).toHaveText(/^\d{1,2}\.\d\d\.\d{4}, \d\d:\d\d$/)
  await expect(
    page
      .getByRole('region', { name: 'Najnowsze: Prośby o demo' })
      .getByRole('row')
      .filter({ hasText: 'Jan Demo' })
      .first(),
  ).toContainText('9:00–10:00')
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(ISO)
  for (const code of CODES) expect(text, code).not.toMatch(new RegExp(`(^|[\\s(])${code}($|[\\s)])`))

  // Facility list: page size, paging and sort live in the URL, and back goes to the page before.
  await tab(page, 'Obiekty').click()
  await expect(page.getByRole('region', { name: 'Lista obiektów' })).toBeVisible()
  await expect(page.getByLabel('Na stronie')).toHaveValue('20')
  await expect(pagerText(page)).toContainText('Strona 1 z')
  await page.getByLabel('Na stronie').selectOption('10')
  await expect(page).toHaveURL(/limit=10/)
  await expect(page.getByRole('button', { name: 'Poprzednia' })).toBeDisabled()
  await page.getByRole('button', { name: 'Następna' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pagerText(page)).toContainText('Strona 2 z')
  // 16 seeded facilities plus whatever parallel tests add: "Następna" only while page × limit < total.
  const total = Number((await pagerText(page).textContent())?.match(/(\d+) wynik(i|ów)?/)?.[1])
  expect(total).toBeGreaterThan(10)
  const next = page.getByRole('button', { name: 'Następna' })
  if (2 * 10 < total) await expect(next).toBeEnabled()
  else await expect(next).toBeDisabled()
  await page.getByLabel('Sortowanie').selectOption('location.city:asc')
  await expect(page).toHaveURL(/sort=location\.city(%3A|:)asc/)
  await expect(page).not.toHaveURL(/page=2/)
  await expect(pagerText(page)).toContainText('Strona 1 z')
  await expect(list(page).locator('tbody tr')).toHaveCount(10)
  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect(pagerText(page)).toContainText('Strona 2 z')

  // The list shows the paid placement without opening the facility.
  await page.getByLabel('Szukaj obiektów').fill(`Promowany ${stamp}`)
  await expect(page).toHaveURL(/q=Promowany/)
  const row = page.getByRole('row', { name: new RegExp(`Promowany ${stamp}`) })
  await expect(row.getByText('Polecany', { exact: true })).toBeVisible()

  // Clients: sort in the URL; the debounced search replaces it, an empty result says "Brak wyników".
  await tab(page, 'Operatorzy').click()
  await expect(list(page).locator('tbody tr').first()).toBeVisible()
  await page.getByLabel('Sortowanie').selectOption('companyName:desc')
  await expect(page).toHaveURL(/sort=companyName(%3A|:)desc/)
  const historyBefore = await page.evaluate(() => history.length)
  const search = page.getByLabel('Szukaj operatorów')
  await search.fill('nie-ma-takiego-klienta')
  await expect(page).toHaveURL(/q=nie-ma-takiego-klienta/)
  await expect(page.getByText('Brak wyników', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => history.length)).toBe(historyBefore)
  await search.fill('')
  await expect(page).not.toHaveURL(/q=/)
  await expect(list(page).locator('tbody tr').first()).toBeVisible()
})

test('users: create, messages, a generated password applied only on save, credentials sent and in the outbox', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await signInAs(page, baseURL!, SEED.admin)
  const email = `najemca-${unique()}@example.test`
  await page.goto('/admin/users')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Dodaj użytkownika' }).click()
  await expect(page).toHaveURL(/\/admin\/users\/new$/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Rola').selectOption('TENANT')
  await page.getByRole('button', { name: 'Generuj' }).click()
  await page.getByRole('button', { name: 'Utwórz użytkownika' }).click()
  await expect(toast(page, 'Zapisano użytkownika')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/)

  // The edit form: a role of three, "Min. 6 znaków" and the e-mail's message; nothing is saved.
  await expect(page.getByLabel('E-mail')).toHaveValue(email)
  await expect(page.getByLabel('Rola').locator('option')).toHaveCount(3)
  await page.getByLabel('Nowe hasło (opcjonalnie)').fill('abc')
  await page.getByLabel('E-mail').fill('zly')
  await page.getByLabel('E-mail').blur()
  await expectError(page.getByLabel('E-mail'), 'Niepoprawny email')
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expectError(page.getByLabel('Nowe hasło (opcjonalnie)'), 'Min. 6 znaków')
  await expectError(page.getByLabel('E-mail'), 'Niepoprawny email')
  await expectNoA11yViolations(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Nowe hasło (opcjonalnie)').fill('')

  // A generated password is not applied before saving.
  await page.getByRole('button', { name: 'Generuj hasło' }).click()
  await expect(toast(page, 'Wygenerowano nowe hasło. Zapisz zmiany, aby je zastosować.')).toBeVisible()
  const password = await page.getByLabel('Nowe hasło (opcjonalnie)').inputValue()
  expect(password).toHaveLength(12)
  const api = await playwright.request.newContext({ baseURL })
  expect(
    (await api.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL! } })).status(),
  ).toBe(401)
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

  // Credentials sent; the outbox (from the overview's link) shows the e-mail.
  await page.getByRole('button', { name: 'Wyślij dane logowania' }).click()
  await expect(toast(page, 'Wysłano dane logowania na e-mail')).toBeVisible()
  await tab(page, 'Przegląd').click()
  await page.getByRole('link', { name: 'Skrzynka nadawcza: status wysyłki e-maili' }).click()
  await expect(page).toHaveURL(/\/admin\/inbox\/outbox/)
  await expect(page.getByRole('row').filter({ hasText: email }).first()).toContainText('Dane logowania do Skrytka')
})

/**
 * Issue 32's moderation in the console: an operator's new photo and description are live at once; the superadmin
 * hides the photo and restores the previous description, each with a reason, and both show in the audit log. In the
 * console's two languages, at 1280 px and at 375 px. The facility (SunBox24 Rzeszów) is this spec's own (ADR 0064);
 * the revert puts its description back, and the hidden photo is deleted at the end.
 */
const OPERATOR = { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }
const SLUG = 'sunbox24-rzeszow'
const WORDS = {
  pl: {
    reason: 'Powód',
    hide: 'Ukryj zdjęcie',
    revert: 'Przywróć poprzedni opis',
    reasonRequired: 'Podaj powód (co najmniej 3 znaki)',
    done: 'Zapisano decyzję moderacji',
    hidden: 'Ukryte: ',
    reverted: 'Przywrócono (',
    hideAction: 'Zdjęcie ukryte przez moderację',
    revertAction: 'Opis przywrócony przez moderację',
    audit: 'Dziennik operatorów',
    onlyThis: 'Tylko ten operator',
  },
  en: {
    reason: 'Reason',
    hide: 'Hide photo',
    revert: 'Restore the previous description',
    reasonRequired: 'Give a reason (at least 3 characters)',
    done: 'Moderation decision saved',
    hidden: 'Hidden: ',
    reverted: 'Restored (',
    hideAction: 'Photo hidden by moderation',
    revertAction: 'Description reverted by moderation',
    audit: 'Operator audit log',
    onlyThis: 'Only this operator',
  },
} as const

/** The operator's side, through the panel API in a context of its own: a new photo and a new description. */
async function operatorEdits(browser: Browser, baseURL: string, tag: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, baseURL, OPERATOR)
  const request: APIRequestContext = page.request
  const headers = { origin: baseURL }
  const overview = (await (await request.get('/api/panel/overview')).json()) as PanelOverview
  const facilityId = overview.facilities.find((f) => f.slug === SLUG)!.id
  const before = (await (await request.get(`/api/panel/facilities/${facilityId}`)).json()) as FacilityProfile
  const uploaded = await request.post(`/api/panel/facilities/${facilityId}/photos`, {
    headers,
    multipart: {
      file: { name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(900, 700, '#7a4a2a') },
      alt: `Moderacja ${tag}`,
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { photo } = (await uploaded.json()) as { photo: PanelPhoto }
  const edited = await request.patch(`/api/panel/facilities/${facilityId}`, {
    headers,
    data: { description: { pl: `Opis do moderacji ${tag}`, en: `Description to moderate ${tag}` } },
  })
  expect(edited.status()).toBe(200)
  return {
    photo,
    before,
    /** The photo goes; the description is the one before (the revert put it back, unless the test failed first). */
    cleanUp: async () => {
      await request.delete(`/api/panel/photos/${photo.id}`, { headers })
      const now = (await (await request.get(`/api/panel/facilities/${facilityId}`)).json()) as FacilityProfile
      if (now.description.pl !== before.description.pl || now.description.en !== before.description.en)
        await request.patch(`/api/panel/facilities/${facilityId}`, {
          headers,
          data: { description: before.description },
        })
      await context.close()
    },
  }
}

/** From any console page: the audit tab, a photo hidden and a description restored with reasons, then the audit rows. */
async function moderate(page: Page, browser: Browser, baseURL: string, lang: 'pl' | 'en') {
  const w = WORDS[lang]
  await withFacility(baseURL, SLUG, async () => {
    const tag = `${lang}-${unique()}`
    const operator = await operatorEdits(browser, baseURL, tag)
    try {
      // Live at once, before any moderation.
      const publicPage = `/pl/magazyn-self-storage/${SLUG}`
      expect(await (await page.request.get(publicPage)).text()).toContain(`Opis do moderacji ${tag}`)

      await tab(page, w.audit).click()
      await expect(page).toHaveURL(/\/admin\/audit/)

      // The photo: a reason is required (said in the console's language), then hidden.
      const photo = page.getByTestId('mod-photo').filter({ has: page.getByRole('img', { name: `Moderacja ${tag}` }) })
      await photo.scrollIntoViewIfNeeded()
      await photo.getByRole('button', { name: w.hide }).click()
      await expect(photo.getByText(w.reasonRequired)).toBeVisible()
      await expect(photo.getByLabel(w.reason)).toBeFocused()
      await noSideways(page)
      const hideReason = `Zdjęcie innego obiektu ${tag}`
      await photo.getByLabel(w.reason).fill(hideReason)
      await photo.getByRole('button', { name: w.hide }).click()
      await expect(toast(page, w.done)).toBeVisible()
      await expect(page.getByTestId('mod-photo').filter({ hasText: `${w.hidden}${hideReason}` })).toHaveCount(1)

      // The description: the newest change of this facility, restored to what it was.
      const change = page.getByTestId('mod-description').filter({ hasText: `Opis do moderacji ${tag}` })
      await change.getByRole('button', { name: w.revert }).click()
      await expect(change.getByText(w.reasonRequired)).toBeVisible()
      await expect(change.getByLabel(w.reason)).toBeFocused()
      // One axe run for both decisions' states: the hidden photo, and a reason asked for.
      await expectNoA11yViolations(page)
      const revertReason = `Reklama konkurencji ${tag}`
      await change.getByLabel(w.reason).fill(revertReason)
      await change.getByRole('button', { name: w.revert }).click()
      await expect(change).toContainText(`${w.reverted}${SEED.admin.email}): ${revertReason}`)
      await noSideways(page)

      // Both decisions in the operator's audit trail (the log filtered to this operator), in words, with reasons.
      const clients = (await (await page.request.get('/api/superadmin/clients?q=SunBox24')).json()) as {
        items: { id: number; companyName: string | null; contactName: string }[]
      }
      const client = clients.items[0]!
      await page
        .getByRole('button', { name: new RegExp(`^${w.onlyThis}\\s*: ${client.companyName ?? client.contactName}$`) })
        .click()
      await expect(page).toHaveURL(new RegExp(`clientId=${client.id}`))
      const rows = page.getByRole('row')
      await expect(rows.filter({ hasText: hideReason })).toContainText(w.hideAction)
      await expect(rows.filter({ hasText: revertReason })).toContainText(w.revertAction)
      await noSideways(page)

      // And on the public pages: the photo's files are gone, the description is the one before.
      expect((await page.request.get(`${operator.photo.base}-640.webp`)).status()).toBe(404)
      await expect(async () => {
        const html = await (await page.request.get(publicPage)).text()
        expect(html).not.toContain(`Opis do moderacji ${tag}`)
        expect(html).toContain(operator.before.description.pl!.slice(0, 40))
      }).toPass({ timeout: 10_000 })
    } finally {
      await operator.cleanUp()
    }
  })
}

test('console pl at 1280 px: hide a photo and restore a description, with reasons, audited', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.admin)
  await page.context().addCookies([{ name: LANG_COOKIE, value: 'pl', url: baseURL! }])
  await page.goto('/admin')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await moderate(page, browser, baseURL!, 'pl')
})

test('console en at 375 px: hide a photo and restore a description, with reasons, audited', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.admin)
  await page.context().addCookies([{ name: LANG_COOKIE, value: 'en', url: baseURL! }])
  await page.goto('/admin')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await moderate(page, browser, baseURL!, 'en')
})

test('English console by cookie: no Polish label, users at 375 px, then back to Polish from the header', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.admin)
  await inquiryWithCodes(page.request, baseURL!)
  await page.context().addCookies([{ name: LANG_COOKIE, value: 'en', url: baseURL! }])
  // The server and the browser must pick the same language, or React reports a hydration mismatch.
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Overview – Admin console – Skrytka')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  const row = page
    .getByRole('region', { name: 'Latest: Facility inquiries' })
    .getByRole('row')
    .filter({ hasText: 'Ewa Kod' })
    .first()
  await expect(row).toContainText('facility has no e-mail')
  await expect(row.getByRole('cell').first()).toHaveText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/)
  expect((await chromeTexts(page)).filter((t) => POLISH_LETTERS.test(t))).toEqual([])
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])

  await tab(page, 'Facilities').click()
  await expect(page.getByRole('region', { name: 'Facility list' })).toBeVisible()
  await expect(page.getByLabel('Sort by')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/Page 1 of \d+ · \d+ results/)
  expect((await chromeTexts(page)).filter((t) => POLISH_LETTERS.test(t))).toEqual([])

  // At 375 px the user list stays in its scrollable region.
  await page.setViewportSize({ width: 375, height: 812 })
  await tab(page, 'Users').click()
  await page.getByLabel('Search users').fill('admin@skrytka.test')
  await expect(page).toHaveURL(/q=admin/)
  const users = page.getByRole('region', { name: 'User list' })
  await expect(users.getByRole('row').filter({ hasText: 'admin@skrytka.test' })).toContainText('Superadministrator')
  await expect(users.getByRole('link', { name: 'admin@skrytka.test' })).toBeVisible()
  await noSideways(page)

  // Back to Polish from the header: same address, Polish everywhere, and the choice is kept for the next visit.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'PL – polski' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expect(page).toHaveURL(/\/admin\/users\?q=admin/)
  await page.goto('/admin/clients')
  await expect(page.getByRole('heading', { level: 1, name: 'Operatorzy' })).toBeVisible()
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})
