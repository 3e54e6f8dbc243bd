import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { skipConsent } from './fixtures'
import { expectError } from './form-assertions'

/** Issue 29 items 4 and 7: the inquiry keeps what the renter wrote and says precisely what is wrong. */
const DETAIL = '/pl/magazyn-self-storage/lockerbox-warszawa'

test.beforeEach(async ({ page }) => {
  await skipConsent(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-teaser-dismissed', '1'))
})

async function open(page: Page, path = DETAIL) {
  await page.goto(path)
  await waitForHydration(page)
}

const submit = (page: Page) => page.getByRole('button', { name: 'Wyślij zapytanie' })
const message = (page: Page) => page.getByLabel(/^Wiadomość/)
const email = (page: Page) => page.getByRole('textbox', { name: /^E-mail/ })
const phone = (page: Page) => page.getByRole('textbox', { name: /^Telefon/ })
const name = (page: Page) => page.getByRole('textbox', { name: /^Imię i nazwisko/ })

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a typed message survives "Zarezerwuj" (${viewport.width}×${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await open(page)
    const typed = 'Czy mogę wjechać autem pod sam boks?\nPotrzebuję dostępu w weekendy.'
    await message(page).fill(typed)
    await page.getByLabel('Potrzebna powierzchnia (m²)').fill('7')
    // "Zarezerwuj" opens the reservation dialog (issue 26); closing it leaves the inquiry exactly as typed and
    // gives focus back to the button that opened it.
    const reserve = page.getByRole('button', { name: 'Zarezerwuj A-103' })
    await reserve.click()
    const dialog = page.getByRole('dialog', { name: /A-103/ })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(reserve).toBeFocused()
    await expect(message(page)).toHaveValue(typed)
    await expect(page.getByLabel('Potrzebna powierzchnia (m²)')).toHaveValue('7')
    // "Zapytaj" fills the inquiry in: every typed character stays, the unit's sentence comes under it; a typed area
    // is not overwritten.
    await page.getByRole('button', { name: 'Zapytaj A-103' }).click()
    await expect(page.getByTestId('inquiry-unit')).toContainText('A-103')
    await expect(message(page)).toHaveValue(
      /^Czy mogę wjechać autem pod sam boks\?\nPotrzebuję dostępu w weekendy\.\n\n.*A-103/,
    )
    await expect(page.getByLabel('Potrzebna powierzchnia (m²)')).toHaveValue('7')
    // A second unit replaces only the sentence the first one added. Pressed from the keyboard: the form is still
    // scrolling into view, and a pointer press could land beside the moving button.
    await page.getByRole('button', { name: 'Zapytaj A-101' }).press('Enter')
    await expect(message(page)).toHaveValue(/A-101/)
    const value = await message(page).inputValue()
    expect(value.startsWith(typed)).toBe(true)
    expect(value).not.toContain('A-103')
  })
}

test('empty and wrong are different messages; focus goes to the first invalid field every time', async ({ page }) => {
  await open(page)
  await submit(page).click()
  await expect(name(page)).toBeFocused()
  await expectError(email(page), 'To pole jest wymagane')
  await expectError(phone(page), 'To pole jest wymagane')

  await name(page).fill('Anna Nowak')
  await email(page).fill('anna@')
  await submit(page).click()
  await expect(email(page)).toBeFocused()
  await expectError(email(page), 'Podaj poprawny adres e-mail')

  await email(page).fill('anna@example.pl')
  await phone(page).fill('abc')
  await submit(page).click()
  await expect(phone(page)).toBeFocused()
  await expectError(phone(page), 'Podaj poprawny numer telefonu, np. 600 100 200 lub +49 30 1234567')

  await phone(page).fill('+49 30 901820')
  await message(page).fill('x'.repeat(4001))
  await submit(page).click()
  await expect(message(page)).toBeFocused()
  await expectError(message(page), 'Tekst jest za długi')
  await expect(page.getByTestId('inquiry-success')).toHaveCount(0)
  // Nothing typed was cut: the renter shortens it.
  expect((await message(page).inputValue()).length).toBe(4001)
})

test('the message states its limit and counts near it', async ({ page }) => {
  await open(page)
  const hint = async () => {
    const ids = ((await message(page).getAttribute('aria-describedby')) ?? '').split(' ')
    return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ')
  }
  expect(await hint()).toContain('Do 4000 znaków.')
  await message(page).fill('a'.repeat(3650))
  await expect(page.getByTestId('length-counter')).toHaveText('3650 z 4000 znaków')
  await expectNoA11yViolations(page)
})

test('the English form counts in English numbers', async ({ page }) => {
  await open(page, '/en/self-storage-facility/lockerbox-warszawa')
  await page.getByLabel(/^Message/).fill('a'.repeat(3650))
  await expect(page.getByTestId('length-counter')).toHaveText('3,650 of 4,000 characters')
})

test('a refusal that names no field keeps focus on the button and says why (ADR 0014)', async ({ page, request }) => {
  const list = await (await request.get('/api/marketplace/facilities?q=lublin')).json()
  const facility = list.items.find((item: { email: string | null }) => !item.email)
  await open(page, `/pl/magazyn-self-storage/${facility.slug}`)
  await name(page).fill('Anna Nowak')
  await email(page).fill('anna@example.pl')
  await phone(page).fill('600 100 200')
  await submit(page).click()
  await expect(page.getByTestId('inquiry-error')).toBeVisible()
  await expect(submit(page)).toBeFocused()
})
