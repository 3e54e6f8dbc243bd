/**
 * Home's sections below the hero bring their words with their code (ADR 0107): the first load hands the browser only
 * `home`, and every way onto the page (a first load, a client-side navigation, the language switch) still shows them
 * in words, with the map section's `marketplace` title, and no error.
 */
import { en } from '~/i18n/en'
import { localizedPath } from '~/i18n/route-table'
import { pl } from '~/i18n/pl'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { expectNoRawKeys } from './page-sweep-pages'
import { expect, test } from './test'

test('home below the hero: in words after a first load, a client-side navigation and a language switch', async ({
  page,
}) => {
  await quietOverlays(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const mapTitle = page.getByRole('heading', { level: 2, name: en.marketplace.map.title })

  await page.goto(localizedPath('facilities', 'en'))
  await waitForHydration(page)
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  // List → home by the router: `marketplace` is loaded already; the hero's words and the sections' come with it.
  await page.locator('header').getByRole('link', { name: en.common.nav.home, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('home', 'en')}$`))
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'home')
  await mapTitle.scrollIntoViewIfNeeded()
  await expect(mapTitle).toBeVisible()
  await expectNoRawKeys(page)

  // English → Polish on home: Polish `marketplace` was never loaded, and the home loader brings it.
  await page.getByTestId('lang-pl').click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('home', 'pl')}$`))
  const polishTitle = page.getByRole('heading', { level: 2, name: pl.marketplace.map.title })
  await polishTitle.scrollIntoViewIfNeeded()
  await expect(polishTitle).toBeVisible()
  await expectNoRawKeys(page)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

  // A first load: the sections hydrate with the words fetched with their code.
  await page.goto(localizedPath('home', 'en'))
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'home')
  await mapTitle.scrollIntoViewIfNeeded()
  await expect(mapTitle).toBeVisible()
  await expect(page.locator('[data-deferred]:not([data-hydrated])')).toHaveCount(0)
  await expectNoRawKeys(page)
  expect(errors).toEqual([])
})
