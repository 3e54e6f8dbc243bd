import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'

/** Issue 29 item 8: English pages write numbers the English way, name unit types in English and say "PLN" only. */
const POLISH_DECIMAL = /\d,\d+\s?m²/
const POLISH_TYPES = /Standardowy|Klimatyzowany|Zewnętrzny|Garaż/

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

async function mainText(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  return page.getByRole('main').innerText()
}

test('the English facility page: "1.5 m²", English unit types, PLN and never zł', async ({ page }) => {
  const text = await mainText(page, '/en/self-storage-facility/lockerbox-warszawa')
  expect(text).toContain('1.5 m²')
  expect(text).not.toMatch(POLISH_DECIMAL)
  expect(text).not.toMatch(POLISH_TYPES)
  expect(text).toMatch(/\d PLN/)
  expect(text).not.toContain('zł')
  // The Polish page keeps its own forms.
  const polish = await mainText(page, '/pl/magazyn-self-storage/lockerbox-warszawa')
  expect(polish).toContain('1,5 m²')
  expect(polish).not.toMatch(/\bPLN\b/)
})

test('the English list and home say PLN only', async ({ page }) => {
  for (const path of ['/en', '/en/facilities', '/en/software']) {
    const text = await mainText(page, path)
    expect(text, path).not.toContain('zł')
    expect(text, path).not.toMatch(POLISH_DECIMAL)
  }
})

test('the English panel names unit types and sizes in English', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.client)
  const availability = await mainText(page, '/en/panel/availability')
  expect(availability).toContain('Standard')
  expect(availability).not.toMatch(POLISH_TYPES)
  expect(availability).not.toMatch(POLISH_DECIMAL)
  await page.goto('/en/panel/inquiries')
  await waitForHydration(page)
  const withUnit = page.getByRole('row').filter({ hasText: /A-10\d|B-20\d/ })
  if (await withUnit.count()) {
    await withUnit.first().getByRole('link').first().click()
    const detail = await page.getByRole('main').innerText()
    expect(detail).not.toMatch(POLISH_TYPES)
    expect(detail).not.toMatch(POLISH_DECIMAL)
    expect(detail).not.toContain('zł')
  }
})
