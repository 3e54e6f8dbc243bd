import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

test('home search → list with q → filter updates count and URL → detail → inquiry sent', async ({ page }) => {
  await open(page, '/pl')
  await page.getByTestId('hero-search').fill('Warszawa')
  await page.getByTestId('hero-search').press('Enter')
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?q=Warszawa$/)
  const count = page.getByTestId('result-count')
  await expect(count).toContainText(/Znaleziono \d+ magazyn(y|ów)? dla „Warszawa”/)
  // "Warszawa" is a place: the list is searched around it, nearest first.
  await expect(page.getByTestId('search-origin')).toContainText('od: Warszawa')

  await page.getByRole('checkbox', { name: 'Klimatyzacja' }).check()
  await expect(page).toHaveURL(/features=klimatyzacja/)
  // Every card now offers air conditioning (its first feature chip, in the canonical feature order).
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false')
  for (const card of await page.getByTestId('facility-card').all()) await expect(card).toContainText('Klimatyzacja')
  const filtered = await count.textContent()
  const names = await page.getByTestId('facility-card').locator('h3').allTextContents()

  // The filtered URL is shareable: a reload shows the same result.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('checkbox', { name: 'Klimatyzacja' })).toBeChecked()
  await expect(count).toHaveText(filtered ?? '')
  expect(await page.getByTestId('facility-card').locator('h3').allTextContents()).toEqual(names)

  await page.getByTestId('facility-card').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/pl\/magazyn-self-storage\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible()
  await waitForHydration(page)

  await page.getByLabel('Imię i nazwisko').fill('Jan Kowalski')
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('jan@example.com')
  await page.getByLabel('Telefon').fill('+48 600 100 200')
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  const success = page.getByTestId('inquiry-success')
  await expect(success).toHaveText('Wysłano zapytanie. Wkrótce otrzymasz odpowiedź od operatora obiektu.')
  await expect(success).toBeFocused()
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue('')
})

test('blank hero search does nothing; a quick city opens its city page', async ({ page }) => {
  await open(page, '/pl')
  await page.getByTestId('hero-search').fill('   ')
  await page.getByRole('button', { name: 'Szukaj', exact: true }).first().click()
  await expect(page).toHaveURL(/\/pl$/)
  await page.getByRole('link', { name: 'Kraków', exact: true }).first().click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\/krakow$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Self storage Kraków')
})

test('sort and pagination state live in the URL', async ({ page }) => {
  await open(page, '/pl/magazyny-self-storage')
  await page.getByLabel('Sortuj').selectOption('price')
  await expect(page).toHaveURL(/sort=price/)
  // The URL changes first, the sorted page follows once its loader resolves.
  const prices = async () => {
    const texts = await page.getByTestId('facility-card').locator('p', { hasText: 'zł/mies.' }).allTextContents()
    return texts.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.'))).filter((n) => n > 0)
  }
  await expect
    .poll(async () => {
      const numbers = await prices()
      return numbers.length > 1 && numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n)
    })
    .toBe(true)
  await expect(page.getByRole('option', { name: 'Odległość' })).toHaveCount(0)
})

test('"Co zmieszczę?" presets set the area filter', async ({ page }) => {
  await open(page, '/pl/magazyny-self-storage')
  await page.getByTestId('size-guide').locator('summary').click()
  await page.getByRole('button', { name: /Kawalerka/ }).click()
  await expect(page).toHaveURL(/minSize=3/)
  await expect(page).toHaveURL(/maxSize=5/)
  await expect(page.getByLabel('Powierzchnia od (m²)')).toHaveValue('3')
  await expect(page.getByRole('button', { name: /Kawalerka/ })).toHaveAttribute('aria-pressed', 'true')
})
