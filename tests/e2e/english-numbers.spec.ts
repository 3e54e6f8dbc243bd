import type { Browser, Page } from '@playwright/test'
import { expect, test } from './test'
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

/**
 * A facility of its own with one unit whose price was cut (the Omnibus line "lowest price in the 30 days before the
 * reduction"), written through the console's and the panel's APIs: no other spec reads these rows (ADR 0064).
 */
async function facilityWithPriceCut(browser: Browser, baseURL: string): Promise<string> {
  const headers = { origin: baseURL }
  const admin = await (await browser.newContext()).newPage()
  await signInAs(admin, baseURL, SEED.admin)
  const created = await admin.request.post('/api/superadmin/facilities', {
    headers,
    data: {
      clientId: 1,
      name: `Price Cut ${Date.now().toString(36)}`,
      latitude: 52.23,
      longitude: 21.01,
      location: { street: 'ul. Grzybowska', buildingNumber: '5', postalCode: '00-132', city: 'Warszawa' },
    },
  })
  expect(created.status()).toBe(201)
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  await admin.context().close()
  const operator = await (await browser.newContext()).newPage()
  await signInAs(operator, baseURL, SEED.client)
  const unit = await operator.request.post(`/api/panel/facilities/${id}/units`, {
    headers,
    data: { code: 'EN-1', sizeM2: '12.5', type: 'standard', priceMonthly: '1250' },
  })
  expect(unit.status()).toBe(201)
  const { unit: made } = (await unit.json()) as { unit: { id: number } }
  const cut = await operator.request.patch(`/api/panel/units/${made.id}`, {
    headers,
    data: { priceMonthly: '1199.50' },
  })
  expect(cut.status()).toBe(200)
  await operator.context().close()
  return slug
}

test('a price cut reads in PLN, the English way, in its own rows; the Polish page keeps zł', async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await facilityWithPriceCut(browser, baseURL!)
  await mainText(page, `/en/self-storage-facility/${slug}`)
  const row = page.getByTestId('omnibus').first().locator('xpath=ancestor::li[1]')
  await expect(page.getByTestId('omnibus')).toHaveText('Lowest price in the 30 days before the reduction: 1,250 PLN')
  const text = await row.innerText()
  expect(text).toContain('1,199.50 PLN/month')
  expect(text).toContain('12.5 m²')
  expect(text).not.toContain('zł')
  expect(await page.getByRole('main').innerText()).not.toContain('zł')
  await mainText(page, `/pl/magazyn-self-storage/${slug}`)
  await expect(page.getByTestId('omnibus')).toHaveText('Najniższa cena z 30 dni przed obniżką: 1250 zł')
  expect(await page.getByRole('main').innerText()).not.toMatch(/\bPLN\b/)
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
