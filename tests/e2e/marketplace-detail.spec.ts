import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { waitForHydration } from './a11y'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'skrytka-consent-v1',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
    )
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
  })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

async function fillRequired(page: Page) {
  await page.getByLabel('Imię i nazwisko').fill('Anna Nowak')
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('anna@example.com')
  await page.getByLabel('Telefon').fill('600100200')
}

test('facility without e-mail: warning with phone, and the server code explained on submit', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/marketplace/facilities?q=lublin')).json()
  const facility = list.items.find((item: { email: string | null }) => !item.email)
  await open(page, `/pl/magazyn-self-storage/${facility.slug}`)
  const warning = page.getByTestId('no-email-warning')
  await expect(warning).toContainText('Kontakt e-mail niedostępny')
  await expect(warning).toContainText(facility.phone)
  await fillRequired(page)
  await page.getByLabel('Wiadomość').fill('Czy jest wolny boks 5 m²?')
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  const error = page.getByTestId('inquiry-error')
  await expect(error).toContainText(
    'Operator tego obiektu nie udostępnił adresu e-mail. Skontaktuj się proszę telefonicznie lub przez nasz formularz ogólny.',
  )
  await expect(error.getByRole('link', { name: 'Formularz kontaktowy' })).toHaveAttribute('href', '/pl/kontakt')
  // Typed values survive an error.
  await expect(page.getByLabel('Wiadomość')).toHaveValue('Czy jest wolny boks 5 m²?')
})

test('validation errors for empty and malformed input', async ({ page }) => {
  await open(page, '/pl/magazyn-self-storage/lockerbox-warszawa')
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  // Empty is "required" for each required field, never "invalid" (issue 29).
  await expect(page.getByText('To pole jest wymagane')).toHaveCount(3)
  await expect(page.getByText('Podaj poprawny adres e-mail')).toHaveCount(0)
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('nie-email')
  await page.getByLabel('Potrzebna powierzchnia (m²)').fill('0')
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  await expect(page.getByText('Podaj poprawny adres e-mail')).toBeVisible()
  await expect(page.getByText('Podaj co najmniej 1 m²')).toBeVisible()
  await expect(page.getByTestId('inquiry-success')).toHaveCount(0)
})

test('"Zapytaj" pre-fills the inquiry with the unit; occupied units are disabled', async ({ page }) => {
  await open(page, '/pl/magazyn-self-storage/lockerbox-warszawa')
  await expect(page.getByRole('button', { name: 'Niedostępny A-102' })).toBeDisabled()
  await page.getByRole('button', { name: 'Zapytaj A-103' }).click()
  await expect(page.getByLabel('Potrzebna powierzchnia (m²)')).toHaveValue('2')
  await expect(page.getByLabel('Wiadomość')).toHaveValue(/A-103/)
})

test('header, directions link and structured data', async ({ page }) => {
  await open(page, '/pl/magazyn-self-storage/lockerbox-warszawa')
  await expect(page.getByTestId('directions-link')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\.2318,20\.954$/,
  )
  await expect(page.getByRole('link', { name: /Otwórz adres w mapach/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/\?api=1&query=/,
  )
  const types = await page.locator('script[type="application/ld+json"]').allTextContents()
  const parsed = types.map((text) => JSON.parse(text)['@type'])
  expect(parsed).toEqual(expect.arrayContaining(['SelfStorage', 'BreadcrumbList', 'FAQPage']))
})

test('a client-side navigation to a facility builds its structured data in the browser', async ({ page }) => {
  // The JSON-LD builder is not in the page's first load: the loader fetches it beside the data (issue 31).
  await open(page, '/pl/magazyny-self-storage')
  const card = page.locator('main a[href*="/magazyn-self-storage/"]').first()
  const href = await card.getAttribute('href')
  // A mark on this document: a full page load would drop it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await card.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect
    .poll(async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text)['@type'],
      ),
    )
    .toEqual(expect.arrayContaining(['SelfStorage', 'BreadcrumbList']))
  // The router navigated inside this document, so the browser's loader, not the server, built the JSON-LD.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('facility with every unit taken shows the empty-units text', async ({ page, request }) => {
  const list = await (await request.get('/api/marketplace/facilities?limit=100')).json()
  const full = list.items.find((item: { availableUnits: number }) => item.availableUnits === 0)
  test.skip(!full, 'seed has no fully occupied facility')
  await open(page, `/pl/magazyn-self-storage/${full.slug}`)
  await expect(page.getByTestId('units-empty')).toHaveText(
    'Brak dostępnych jednostek. Napisz do operatora przez formularz powyżej.',
  )
})

test('unknown facility is a 404', async ({ page }) => {
  const response = await page.goto('/pl/magazyn-self-storage/nie-ma-takiego-obiektu')
  expect(response?.status()).toBe(404)
})

test('list and detail error states after client-side navigation', async ({ page }) => {
  test.setTimeout(60_000)
  await open(page, '/pl')
  // Client retries (3, with backoff) run first; then the route error state shows.
  await page.route('**/api/marketplace/facilities?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL_ERROR"}' }),
  )
  // The header's list link (the quick cities lead to city pages, which read another endpoint).
  await page.getByRole('banner').getByRole('link', { name: 'Magazyny', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Nie udało się wczytać listy magazynów' })).toBeVisible({
    timeout: 20_000,
  })
  await page.unroute('**/api/marketplace/facilities?*')

  await open(page, '/pl/magazyny-self-storage')
  await page.route('**/api/marketplace/facilities/sunbox24-warszawa', (route) => route.abort())
  await page.getByRole('link', { name: 'SunBox24' }).first().click()
  await expect(page.getByRole('heading', { name: 'Nie udało się wczytać danych magazynu' })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('link', { name: 'Wróć do listy magazynów' }).click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
})
