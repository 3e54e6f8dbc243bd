/**
 * A page downloads only its routes' dictionary namespaces (ADR 0027). What must never happen because of it: a key
 * printed instead of its text, a key looked up before its namespace arrived (logged as "[i18n] …"), or a hydration
 * mismatch between the server (which has every namespace) and the browser.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { articles } from '@content/blog'
import { en } from '~/i18n/en'
import { localizedPath } from '~/i18n/route-table'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/**
 * Errors the page logs or throws: the dictionary's "[i18n]" and React's hydration errors among them. A failed
 * request is not one (the header asks who is signed in, and an anonymous visitor gets a 401).
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Text that looks like a dictionary key ("marketplace.card.title") rather than words. */
const RAW_KEY =
  /\b(common|pages|home|marketplace|operator|blog|admin|consent|auth|a11y|place|city|form|adminForm|account|panel|search|alerts|reservation)\.[a-z][A-Za-z]*\.?[A-Za-z.]*\b/

async function expectTranslated(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0]).toBeUndefined()
}

test.beforeEach(async ({ page }) => quietOverlays(page))

const article = articles[0]!
const pages = [
  ['home', 'pl', localizedPath('home', 'pl'), 'home marketplace place'],
  ['home', 'en', localizedPath('home', 'en'), 'home marketplace place'],
  ['list', 'en', localizedPath('facilities', 'en'), 'marketplace place search'],
  ['software', 'pl', localizedPath('software', 'pl'), 'operator'],
  ['article', 'en', localizedPath('blog', 'en', article.slugs.en), 'blog'],
  ['contact', 'pl', localizedPath('contact', 'pl'), ''],
] as const

for (const [area, lang, path, namespaces] of pages)
  test(`${area} (${lang}) hydrates with its namespaces and no missing key`, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('data-messages', namespaces)
    await expectTranslated(page)
    expect(errors).toEqual([])
  })

test('a facility page opened directly hydrates with the marketplace namespace', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto(localizedPath('facilities', 'pl'))
  const href = await page.locator('main a[href*="/magazyn-self-storage/"]').first().getAttribute('href')
  await page.goto(href!)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'marketplace')
  await expectTranslated(page)
  expect(errors).toEqual([])
})

test('client-side navigation and the language switch load the next page’s namespaces before rendering it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(localizedPath('contact', 'pl'))
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-messages', '')

  // Contact → software: `operator` was not loaded; the page renders in words, without a reload.
  await page.locator('header').getByRole('link', { name: 'Oprogramowanie', exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('software', 'pl')}$`))
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'operator')
  await expectTranslated(page)

  // Polish → English: every namespace of the page now in the other language.
  await page.getByTestId('lang-en').click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('software', 'en')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1').first()).toHaveText(en.operator.hero.title)
  await expectTranslated(page)

  // English software → English list (marketplace, place and search, not loaded in either language yet).
  await page.locator('header').getByRole('link', { name: 'Facilities', exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('facilities', 'en')}`))
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'marketplace place search')
  await expectTranslated(page)
  expect(errors).toEqual([])
})
