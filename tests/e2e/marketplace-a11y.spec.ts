import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

const PAGES = {
  home: '/pl',
  list: '/pl/magazyny-self-storage',
  detail: '/pl/magazyn-self-storage/lockerbox-warszawa',
  noEmail: '/pl/magazyn-self-storage/skladuj-tatary-lublin',
  listEn: '/en/facilities?q=Warszawa',
  detailEn: '/en/self-storage-facility/sunbox24-warszawa',
}

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.locator('main h1').first()).toBeVisible()
}

for (const [name, path] of Object.entries(PAGES)) {
  test(`axe: ${name}`, async ({ page }) => {
    // axe on long pages can take a while when the whole suite shares the machine.
    test.slow()
    await open(page, path)
    if (name === 'home') await expect(page.getByTestId('facility-card')).toHaveCount(3)
    await expectNoA11yViolations(page)
  })

  test(`375 px: ${name} has no horizontal overflow`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await open(page, path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test('375 px: filters start collapsed and open with the toggle', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 740 })
  await open(page, PAGES.list)
  await expect(page.getByLabel('Powierzchnia od (m²)')).toBeHidden()
  await page.getByRole('button', { name: 'Pokaż filtry' }).click()
  await expect(page.getByLabel('Powierzchnia od (m²)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ukryj filtry' })).toHaveAttribute('aria-expanded', 'true')
  await expectNoA11yViolations(page)
})

test('home: FAQ shows 4 of 25 and the add-facility modal waits 5 s', async ({ page }) => {
  test.slow()
  await page.addInitScript(() => localStorage.removeItem('add-facility-modal-never'))
  await open(page, PAGES.home)
  const faq = page.getByTestId('home-faq')
  await expect(faq.locator('details')).toHaveCount(4)
  await page.getByRole('button', { name: 'Pokaż więcej pytań' }).click()
  await expect(faq.locator('details')).toHaveCount(25)
  const modal = page.getByTestId('add-facility-modal')
  await expect(modal).toBeVisible({ timeout: 8000 })
  await expectNoA11yViolations(page)
  await modal.getByRole('checkbox', { name: 'Nie pokazuj ponownie' }).check()
  await modal.getByRole('button', { name: 'Później' }).click()
  await expect(modal).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('add-facility-modal-never'))).toBe('1')
})
