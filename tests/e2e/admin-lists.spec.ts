import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs } from './fixtures'

test.beforeEach(async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
})

const list = (page: Page) => page.getByTestId('admin-list')
const pagerText = (page: Page) => page.getByRole('navigation', { name: 'Stronicowanie' }).getByText(/^Strona/)

test('facilities: page size, paging and sort live in the URL and survive reload and back', async ({ page }) => {
  await page.goto('/admin/facilities')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: 'Lista obiektów' })).toBeVisible()
  await expect(page.getByLabel('Na stronie')).toHaveValue('20')
  await expect(pagerText(page)).toContainText('Strona 1 z')
  await expectNoA11yViolations(page)

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
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Sortowanie')).toHaveValue('location.city:asc')
  await expect(page.getByLabel('Na stronie')).toHaveValue('10')
  await expect(list(page).locator('tbody tr')).toHaveCount(10)

  await page.goBack()
  await expect(page).toHaveURL(/page=2/)
  await expect(pagerText(page)).toContainText('Strona 2 z')
})

test('clients: debounced search replaces the URL, empty result says "Brak wyników"', async ({ page }) => {
  await page.goto('/admin/clients')
  await waitForHydration(page)
  await expect(list(page).locator('tbody tr').first()).toBeVisible()
  await page.getByLabel('Sortowanie').selectOption('companyName:desc')
  await expect(page).toHaveURL(/sort=companyName(%3A|:)desc/)
  const search = page.getByLabel('Szukaj klientów')
  await search.fill('nie-ma-takiego-klienta')
  await expect(page).toHaveURL(/q=nie-ma-takiego-klienta/)
  await expect(page.getByText('Brak wyników', { exact: true })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Szukaj klientów')).toHaveValue('nie-ma-takiego-klienta')
  await expect(page.getByText('Brak wyników', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByLabel('Szukaj klientów').fill('')
  await expect(page).not.toHaveURL(/q=/)
  await expect(list(page).locator('tbody tr').first()).toBeVisible()
})

test('users: search and page size in the URL; 375 px keeps the table in a scrollable region', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin/users?limit=50&q=skrytka.test')
  await waitForHydration(page)
  await expect(page.getByLabel('Na stronie')).toHaveValue('50')
  await expect(page.getByLabel('Szukaj użytkowników')).toHaveValue('skrytka.test')
  const region = page.getByRole('region', { name: 'Lista użytkowników' })
  await expect(region.getByRole('link', { name: 'admin@skrytka.test' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
})

test('bad list parameters fall back to defaults', async ({ page }) => {
  await page.goto('/admin/clients?page=abc&limit=7&sort=hack')
  await waitForHydration(page)
  await expect(page.getByLabel('Na stronie')).toHaveValue('20')
  await expect(page.getByLabel('Sortowanie')).toHaveValue('id:desc')
  await expect(pagerText(page)).toContainText('Strona 1 z')
})
