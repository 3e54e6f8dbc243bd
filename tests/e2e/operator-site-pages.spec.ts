import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { articles } from '@content/blog'
import { fullArticles } from '../support/blog-articles'
import { localizedPath } from '~/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/**
 * The operator pages, the legal text, the blog: what a reader does on them, by client-side navigation from one load
 * (issue 37). What the server renders there (claims, counts, structured data, links, 404s, feeds) is checked over HTTP
 * in tests/integration/operator-site-pages.test.ts.
 */
const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'
const newest = articles[0]!
const oldest = articles.at(-1)!

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

test('operator site by client navigation: legal contents, case studies, the features nav and its dialogs', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await quietOverlays(page)
  const errors = collectErrors(page)
  await page.goto('/pl/mapa-strony')
  await waitForHydration(page)

  // The legal text is a static island: rendered on client navigation, its contents links jump to the sections.
  await page.locator('section[aria-labelledby="sitemap-legal"] a[href="/pl/polityka-prywatnosci"]').click()
  await expect(page.getByRole('heading', { name: /^\d+\. Twoje prawa$/ })).toBeVisible()
  await page.getByRole('navigation', { name: 'Spis treści' }).getByRole('link', { name: 'Twoje prawa' }).click()
  await expect(page.getByRole('heading', { name: /^\d+\. Twoje prawa$/ })).toBeInViewport()
  // Back past the contents link's own history entry, to the site map.
  await page.goBack()
  await expect(page).toHaveURL(/\/pl\/polityka-prywatnosci$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/pl\/mapa-strony$/)

  // Case studies: the demo link opens the demo dialog on the software page.
  await page.getByRole('main').locator('a[href="/pl/studia-przypadkow"]').first().click()
  await expect(page.getByTestId('case-magazynowo')).toBeVisible()
  await page.getByTestId('cases-demo').click()
  await expect(page).toHaveURL(new RegExp(`${SOFTWARE}\\?demo=1$`))
  await expect(page.getByTestId('demo-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-panel')).toHaveCount(0)

  // Features: the sticky nav follows the scroll and the clicks; its buttons open the dialogs.
  await page.locator('a[href="/pl/funkcje-systemu-selfstorage"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/pl\/funkcje-systemu-selfstorage$/)
  const nav = page.getByTestId('features-nav')
  await expect(nav.getByRole('link')).toHaveCount(7)
  // The router puts a new page at its top once it has rendered; on a loaded machine that can come after this scroll,
  // so the section is scrolled to again until the nav follows, as a person scrolling down would.
  await expect(async () => {
    await page.locator('#analityka h2').evaluate((node) => node.scrollIntoView({ block: 'start' }))
    await expect(nav.getByRole('link', { name: 'Analityka' })).toHaveAttribute('aria-current', 'true', {
      timeout: 2_000,
    })
  }).toPass({ timeout: 15_000 })
  await nav.getByRole('link', { name: 'Bezpieczeństwo' }).click()
  await expect(nav.getByRole('link', { name: 'Bezpieczeństwo' })).toHaveAttribute('aria-current', 'true')
  await expect(nav).toBeInViewport()
  await expect(page.getByTestId('operator-tour')).toBeVisible()
  await expect(page.getByTestId('client-tour')).toBeVisible()
  await page.getByRole('button', { name: 'Porozmawiaj z nami' }).click()
  await expect(page.getByTestId('demo-panel')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await page.getByTestId('features-demo').click()
  await expect(page.getByTestId('demo-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Rozpocznij test' }).first().click()
  await expect(page.getByTestId('trial-panel')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('trial-panel')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('why page: a FAQ answer opens, the trial link opens the trial dialog; the newsletter; home by client navigation', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await quietOverlays(page)
  const errors = collectErrors(page)
  await page.goto('/pl/dlaczego-skrytka')
  await waitForHydration(page)

  // Why: a FAQ answer opens; the trial link opens the trial dialog on the software page.
  await page.getByText('Czy pomożecie przenieść dane z obecnego systemu?').click()
  await expect(page.getByText(/Importujemy klientów/)).toBeVisible()
  await page.getByRole('link', { name: 'Rozpocznij darmowy test' }).click()
  await expect(page).toHaveURL(new RegExp(`${SOFTWARE}\\?trial=1$`))
  await expect(page.getByTestId('trial-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('trial-panel')).toHaveCount(0)

  // The footer's newsletter subscribes against the real API.
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Adres e-mail').fill(`e2e-pl-${Date.now()}-${test.info().repeatEachIndex}@example.com`)
  const [response] = await Promise.all([
    page.waitForResponse('**/api/newsletter/subscribe'),
    form.getByRole('button', { name: 'Wyślij' }).click(),
  ])
  expect(response.status()).toBeLessThan(300)
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.')).toBeVisible()

  // Home reached by a client-side navigation renders its deferred sections at once.
  await page
    .getByRole('link', { name: /Skrytka – / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/pl$/)
  await expect(page.getByTestId('home-faq').locator('details')).toHaveCount(4)
  await expect(page.getByTestId('stat-ribbon')).toBeVisible()
  expect(errors).toEqual([])
})

test('blog article: anchors, copy button, pager and back, language switch; the list: search, tags, reload', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await quietOverlays(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.clock.install()
  const errors = collectErrors(page)
  const h2 = firstH2('pl')
  const path = localizedPath('blog', 'pl', newest.slugs.pl)
  const id = (h2 as { id?: string }).id
  expect(id).toBeTruthy()

  // A heading's anchor is its id: a deep link scrolls to it. The body is a static island that hydrates cleanly.
  await page.goto(`${path}#${id}`)
  await waitForHydration(page)
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
  await expect(page.getByRole('heading', { level: 2, name: h2.text })).toHaveAttribute('id', id!)

  // The copy button puts the code on the clipboard and says "Skopiowano" for 1400 ms.
  const code = fullArticles.find((a) => a.id === newest.id)!.content.pl.find((b) => b.type === 'code')!
  // Paused a few seconds ahead of the page's time (pauseAt runs the clock there first): nothing else is waiting.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 5000))
  await page
    .getByRole('button', { name: /Kopiuj/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('code' in code ? code.code : '')
  await page.clock.fastForward(1300)
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toBeVisible()
  await page.clock.fastForward(200)
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toHaveCount(0)
  await page.clock.resume()

  // Client navigation (the pager): the other article's body arrives through its loader; its copy button works too.
  await page.getByRole('link', { name: /Poprzedni artykuł/ }).click()
  await expect(page).toHaveURL(new RegExp(`/pl/blog/${oldest.slugs.pl}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title.pl)
  await expect(page.getByRole('heading', { level: 2, name: firstH2('pl', oldest).text })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: h2.text })).toHaveCount(0)
  await page
    .getByRole('button', { name: /Kopiuj/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Skopiowano' })).toBeVisible()
  // And back: the first article's body again, not the second one's.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: h2.text })).toBeVisible()

  // The language switch maps the slug; the English copy feedback says "Copied".
  await page.getByTestId('lang-en').click()
  await expect(page).toHaveURL(new RegExp(`/en/blog/${newest.slugs.en}(#[^/]*)?$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title.en)
  await page.getByRole('button', { name: /Copy/ }).first().click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByTestId('lang-pl').click()
  await expect(page).toHaveURL(new RegExp(`/pl/blog/${newest.slugs.pl}(#[^/]*)?$`))

  // The list: newest first; a case- and diacritic-insensitive search, a tag; both kept in the address and on reload.
  await page.locator('a[href="/pl/blog"]').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/pl\/blog$/)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(articles.length)
  await expect(cards.first().getByRole('heading')).toHaveText(newest.title.pl)
  const word = oldest.title.pl
    .split(' ')
    .find((w) => w.length > 5 && !newest.title.pl.includes(w) && !newest.excerpt.pl.includes(w))!
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').toUpperCase()
  await page.getByRole('searchbox', { name: 'Szukaj w artykułach' }).fill(folded)
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading')).toHaveText(oldest.title.pl)
  await expect(page).toHaveURL(/[?&]q=/)
  await page.getByRole('button', { name: 'Wyczyść' }).click()
  await expect(cards).toHaveCount(articles.length)

  const tag = newest.tags.pl.find((t) => !oldest.tags.pl.includes(t))!
  const tags = page.getByRole('group', { name: 'Filtruj według tagu' })
  await tags.getByRole('button', { name: tag, exact: true }).click()
  await expect(tags.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(1)
  await expect(page).toHaveURL(/[?&]tag=/)
  const tagWord = newest.title.pl.split(' ').find((w) => w.length > 4)!
  await page.getByRole('searchbox').fill(tagWord)
  await expect(cards).toHaveCount(1)
  await expect(page).toHaveURL(/[?&]q=/)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('searchbox')).toHaveValue(tagWord)
  await expect(tags.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(cards).toHaveCount(1)

  // Nothing found: the empty state, and its button brings every article back.
  await page.getByRole('searchbox').fill('qqqzzz-nothing')
  await expect(page.getByRole('heading', { name: 'Brak artykułów pasujących do wyszukiwania' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Pokaż wszystkie artykuły' }).click()
  await expect(cards).toHaveCount(articles.length)
  await expect(tags.getByRole('button', { name: 'Wszystkie', exact: true })).toHaveAttribute('aria-pressed', 'true')
  expect(errors).toEqual([])
})
