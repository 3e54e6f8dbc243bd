import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { articles } from '@content/blog'
import { fullArticles } from '@content/blog/full'
import { localizedPath } from '~/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'

const newest = articles[0]!
const oldest = articles.at(-1)!
const withCode = fullArticles.find((a) => a.content.pl.some((b) => b.type === 'code'))!

test('search and tag filter narrow the list and survive a reload', async ({ page }) => {
  await page.goto('/pl/blog')
  await waitForHydration(page)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(articles.length)
  // Newest first.
  await expect(cards.first().getByRole('heading')).toHaveText(newest.title.pl)

  // Case- and diacritic-insensitive: an upper-case word of the oldest title typed without Polish letters.
  const word = oldest.title.pl
    .split(' ')
    .find((w) => w.length > 5 && !newest.title.pl.includes(w) && !newest.excerpt.pl.includes(w))!
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').toUpperCase()
  await page.getByRole('searchbox', { name: 'Szukaj w artykułach' }).fill(folded)
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading')).toHaveText(oldest.title.pl)
  await expect(page).toHaveURL(/[?&]q=/)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('searchbox')).toHaveValue(folded)
  await expect(cards).toHaveCount(1)

  await page.getByRole('button', { name: 'Wyczyść' }).click()
  await expect(cards).toHaveCount(articles.length)

  const tag = newest.tags.pl.find((t) => !oldest.tags.pl.includes(t))!
  const chip = page.getByRole('group', { name: 'Filtruj według tagu' }).getByRole('button', { name: tag, exact: true })
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(1)
  await expect(page).toHaveURL(/[?&]tag=/)
  await page.reload()
  await expect(page.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(1)

  await waitForHydration(page)
  await page.getByRole('searchbox').fill('qqqzzz-nothing')
  await expect(page.getByRole('heading', { name: 'Brak artykułów pasujących do wyszukiwania' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Pokaż wszystkie artykuły' }).click()
  await expect(cards).toHaveCount(articles.length)
  await expect(
    page.getByRole('group', { name: 'Filtruj według tagu' }).getByRole('button', { name: 'Wszystkie', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')
})

test('copy button puts the code on the clipboard and says "Skopiowano" for 1400 ms', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(localizedPath('blog', 'pl', withCode.slugs.pl))
  await waitForHydration(page)
  const button = page.getByRole('button', { name: /Kopiuj/ }).first()
  await button.scrollIntoViewIfNeeded()
  const clickedAt = Date.now()
  await button.click()
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toBeVisible()
  const code = withCode.content.pl.find((b) => b.type === 'code')!
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('code' in code ? code.code : '')
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toHaveCount(0, { timeout: 3000 })
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1300)
})

test('English copy feedback says "Copied"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(localizedPath('blog', 'en', withCode.slugs.en))
  await waitForHydration(page)
  await page.getByRole('button', { name: /Copy/ }).first().click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
})

test('unknown article: 404 with the text and a link to the blog, in both languages', async ({ page }) => {
  const pl = await page.goto('/pl/blog/nie-ma-takiego-artykulu')
  expect(pl?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artykuł nie został znaleziony')
  await expect(page.getByRole('main').getByRole('link', { name: 'Wróć do bloga' })).toHaveAttribute('href', '/pl/blog')
  const en = await page.goto('/en/blog/no-such-article')
  expect(en?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found')
  await page.getByRole('main').getByRole('link', { name: 'Back to blog' }).click()
  await expect(page).toHaveURL(/\/en\/blog$/)
})

test('article: sidebar, previous/next, contact box and the language switch maps the slug', async ({ page }) => {
  await page.goto(localizedPath('blog', 'en', newest.slugs.en))
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title.en)
  await expect(page.getByRole('navigation', { name: 'Latest posts' }).getByRole('link')).toHaveCount(
    Math.min(5, articles.length),
  )
  await expect(page.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', /\/en\/software\?demo=1$/)
  await expect(page.getByRole('heading', { name: 'Talk to an expert' })).toBeVisible()
  if (articles.length > 1) await expect(page.getByRole('link', { name: /Previous article/ })).toBeVisible()
  await page.getByTestId('lang-pl').click()
  await expect(page).toHaveURL(new RegExp(`/pl/blog/${newest.slugs.pl}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title.pl)
})

for (const path of [
  '/pl/blog',
  '/en/blog',
  localizedPath('blog', 'pl', newest.slugs.pl),
  localizedPath('blog', 'en', oldest.slugs.en),
]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expectNoA11yViolations(page)
  })
}

/**
 * Script errors, hydration mismatches among them, from the moment this is called. A failed request's console line
 * (the anonymous session probe's 401) is the network's, not the page's.
 */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const firstH2 = (lang: 'pl' | 'en', article = newest) =>
  fullArticles.find((a) => a.id === article.id)!.content[lang].find((b) => b.type === 'h2')!

test('article body is a static island: hydrates without errors, keeps its anchors, and client navigation renders the next one', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page)
  await page.goto(localizedPath('blog', 'pl', newest.slugs.pl))
  await waitForHydration(page)
  const h2 = firstH2('pl')
  await expect(page.getByRole('heading', { level: 2, name: h2.text })).toBeVisible()

  // A heading's anchor is its id: a deep link scrolls to it.
  const id = await page.getByRole('heading', { level: 2, name: h2.text }).getAttribute('id')
  expect(id).toBeTruthy()
  await page.goto(`${localizedPath('blog', 'pl', newest.slugs.pl)}#${id}`)
  await waitForHydration(page)
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport()

  // Client navigation (the pager's link): the other article's body arrives through its loader.
  await page.getByRole('link', { name: /Poprzedni artykuł/ }).click()
  await expect(page).toHaveURL(new RegExp(`/pl/blog/${oldest.slugs.pl}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title.pl)
  await expect(page.getByRole('heading', { level: 2, name: firstH2('pl', oldest).text })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: h2.text })).toHaveCount(0)

  // The copy button of a body rendered on the client works like one rendered on the server (every article has code).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page
    .getByRole('button', { name: /Kopiuj/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toBeVisible()

  // And back: the first article's body again, not the second one's.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: h2.text })).toBeVisible()
  expect(errors).toEqual([])
})

test('legal text is a static island: contents links jump to sections, client navigation renders it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto('/pl/mapa-strony')
  await waitForHydration(page)
  await page.locator('section[aria-labelledby="sitemap-legal"] a[href="/pl/polityka-prywatnosci"]').click()
  await expect(page.getByRole('heading', { name: /^\d+\. Twoje prawa$/ })).toBeVisible()
  await page.getByRole('navigation', { name: 'Spis treści' }).getByRole('link', { name: 'Twoje prawa' }).click()
  await expect(page.getByRole('heading', { name: /^\d+\. Twoje prawa$/ })).toBeInViewport()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: /^\d+\. Twoje prawa$/ })).toBeVisible()
  expect(errors).toEqual([])
})
