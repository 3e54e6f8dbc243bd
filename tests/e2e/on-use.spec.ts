/**
 * Controls that load on use (ADR 0117): on a phone's first visit to the list none of the filter panel's, the search
 * controls', the toolbar's and "save this search"'s code is fetched; the first tap on the filters' toggle, made before
 * the panel's code has come, opens the panel once it has (held, not lost, and not given twice); a sort and a radius
 * chosen before their code has come apply once it has; a search made within the page before they are used shows in
 * them. Three page loads.
 */
import { localizedPath } from '~/i18n/route-table'
import { quietOverlays } from './fixtures'
import { holdRequests, requestedScripts } from './hold'
import { expect, test } from './test'

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

const PANEL = /\/assets\/filter-panel-[\w-]+\.js$/
const CONTROLS = /\/assets\/map-controls-[\w-]+\.js$/
const TOOLBAR = /\/assets\/list-toolbar-[\w-]+\.js$/
const SAVE = /\/assets\/save-button-[\w-]+\.js$/

test('phone list: the filters and the search controls load on first use, and the first tap on them is kept', async ({
  page,
}) => {
  await quietOverlays(page)
  const scripts = requestedScripts(page)
  const releasePanel = await holdRequests(page, PANEL)
  const releaseControls = await holdRequests(page, CONTROLS)
  const releaseToolbar = await holdRequests(page, TOOLBAR)
  await page.goto(`${localizedPath('facilities', 'pl')}?q=Krak%C3%B3w`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => [PANEL, CONTROLS, TOOLBAR, SAVE].some((chunk) => chunk.test(path)))).toEqual([])

  // The toggle pressed before the panel's code: nothing yet, the code on its way.
  const panel = page.locator('#filters-panel')
  const toggle = page.locator('button[aria-controls="filters-panel"]')
  await toggle.tap()
  await expect.poll(() => scripts.filter((path) => PANEL.test(path)).length).toBe(1)
  await expect(panel).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-busy', 'true')
  releasePanel()
  // Hydrated, the held tap is given again, once: the panel is open, and stays open.
  await expect(page.getByRole('button', { name: 'Ukryj filtry' })).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle).not.toHaveAttribute('aria-busy')
  await expect(panel).toBeVisible()
  await expect(page.getByLabel('Powierzchnia od (m²)')).toBeVisible()
  await page.waitForTimeout(300)
  await expect(panel).toBeVisible()

  // A sort chosen before the toolbar's code has come sorts once it has.
  const sort = page.locator('#sort')
  await sort.focus()
  await expect.poll(() => scripts.filter((path) => TOOLBAR.test(path)).length).toBe(1)
  await sort.selectOption('price')
  await expect(page).not.toHaveURL(/sort=price/)
  releaseToolbar()
  await expect(page).toHaveURL(/sort=price/)
  await expect(sort).toHaveValue('price')

  // A radius chosen before the controls' code has come searches once it has.
  const radius = page.locator('#map-radius')
  const before = await radius.inputValue()
  const other = before === '50' ? '25' : '50'
  await radius.focus()
  await expect.poll(() => scripts.filter((path) => CONTROLS.test(path)).length).toBe(1)
  await radius.selectOption(other)
  await expect(page).not.toHaveURL(new RegExp(`radius=${other}`))
  releaseControls()
  await expect(page).toHaveURL(new RegExp(`radius=${other}`))
  await expect(radius).toHaveValue(other)
})

test('phone list: a search changed before the controls are used shows in them, and the filters still open', async ({
  page,
}) => {
  await quietOverlays(page)
  // A radius none of the options has (typed into the address): the select shows its first, which nobody chose.
  await page.goto(`${localizedPath('facilities', 'pl')}?q=Krak%C3%B3w&radius=7`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const radius = page.locator('#map-radius')
  const before = await radius.inputValue()
  // "Widen" is a link in a static island: a search within the page, before either section has its code.
  const widen = page.getByTestId('widen-radius')
  const wider = new URL(await widen.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get('radius')!
  expect(wider).not.toBe(before)
  await widen.click()
  await expect(page).toHaveURL(new RegExp(`radius=${wider}`))
  // The search brought their code: the radius shows the new search, and the filters' toggle opens them.
  await expect(radius).toHaveValue(wider)
  await page.getByRole('button', { name: 'Pokaż filtry' }).tap()
  await expect(page.locator('#filters-panel')).toBeVisible()

  // Focused before the page has hydrated (its route's code held), the controls load as it does. With that radius in
  // the address they hydrate without searching: nobody chose their first option.
  const releasePage = await holdRequests(page, /\/assets\/facilities-[\w-]+\.js$/)
  await page.goto(`${localizedPath('facilities', 'pl')}?q=Krak%C3%B3w&radius=7`, { waitUntil: 'domcontentloaded' })
  await radius.focus()
  releasePage()
  await expect(page.locator('template[data-deferred="on-use"]').first()).toHaveAttribute('data-hydrated', '')
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/radius=7$/)
})

const HERO = /\/assets\/hero-search-[\w-]+\.js$/
const BELOW = /\/assets\/below-fold-[\w-]+\.js$/
const ISLANDS = /\/assets\/static-island-[\w-]+\.js$/

/** Set in the document now: still there after a navigation only if the router made it, not a new document. */
const markDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
const sameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

test('phone home: the search and the part below the hero load on use; a press, a search and a link before their code are kept; a language switch draws them anew', async ({
  page,
}) => {
  await quietOverlays(page)
  const scripts = requestedScripts(page)
  let releaseHero = await holdRequests(page, HERO)
  let releaseBelow = await holdRequests(page, BELOW)
  await page.goto('/pl')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => [HERO, BELOW, ISLANDS].some((chunk) => chunk.test(path)))).toEqual([])
  await markDocument(page)

  // The ribbon's control pressed before its code: held, then given once the part has hydrated; the motion (running or
  // stopped by itself by then) is the visitor's from then on, and the label says what a press would do next.
  const ribbon = page.getByTestId('stat-ribbon')
  const toggle = ribbon.getByRole('button')
  await toggle.tap()
  await expect.poll(() => scripts.filter((path) => BELOW.test(path)).length).toBe(1)
  await expect(toggle).toHaveAttribute('aria-busy', 'true')
  await expect(ribbon).toHaveAttribute('data-mode', 'auto')
  releaseBelow()
  await expect(toggle).not.toHaveAttribute('aria-busy')
  await expect(ribbon).toHaveAttribute('data-mode', /^(playing|paused)$/)
  const mode = await ribbon.getAttribute('data-mode')
  await expect(toggle).toHaveAccessibleName(mode === 'playing' ? 'Zatrzymaj animację' : 'Wznów animację')

  // A search typed and sent before the search's code: held, then sent as typed.
  const field = page.getByTestId('hero-search')
  const heroForm = page.getByRole('search', { name: 'Wyszukiwarka magazynów' })
  await field.fill('Kraków')
  await field.press('Enter')
  await expect.poll(() => scripts.filter((path) => HERO.test(path)).length).toBe(1)
  await expect(heroForm).toHaveAttribute('aria-busy', 'true')
  await expect(page).toHaveURL(/\/pl$/)
  releaseHero()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?q=Krak%C3%B3w$/)
  expect(await sameDocument(page)).toBe(true)

  // A blank search sent before the code does nothing once it is in (spec §5), and the featured section's link, pressed
  // before its part's code, goes to the list through the router.
  await page.unrouteAll({ behavior: 'wait' })
  releaseHero = await holdRequests(page, HERO)
  releaseBelow = await holdRequests(page, BELOW)
  await page.goto('/pl')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await markDocument(page)
  await field.press('Enter')
  await expect(heroForm).toHaveAttribute('aria-busy', 'true')
  releaseHero()
  await expect(heroForm).not.toHaveAttribute('aria-busy')
  await expect(page).toHaveURL(/\/pl$/)
  // A pointer over the link is not a use: it preloads the list's code, not the part's.
  const viewAll = page.locator('section[aria-labelledby="featured-title"] a[href="/pl/magazyny-self-storage"]')
  const before = scripts.length
  await viewAll.hover()
  await expect
    .poll(() => scripts.slice(before).some((path) => /\/assets\/facilities-[\w-]+\.js$/.test(path)))
    .toBe(true)
  expect(scripts.slice(before).filter((path) => BELOW.test(path))).toEqual([])
  await viewAll.tap()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sameDocument(page)).toBe(true)
  releaseBelow()

  // A language switch before either part is used draws both anew in English: not the Polish HTML hydrated with
  // English words (a mismatch React recovers from with an error).
  await page.unrouteAll({ behavior: 'wait' })
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load') && errors.push(m.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/pl')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByTestId('menu-button').tap()
  await page.getByTestId('mobile-drawer').getByTestId('lang-en').tap()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByTestId('hero-search')).toHaveAttribute('placeholder', 'e.g. Warszawa, Lockerbox')
  await expect(ribbon.getByRole('button')).toHaveAccessibleName(/^(Pause|Play) animation$/)
  await expect(page.locator('template[data-deferred="on-use"]:not([data-hydrated])')).toHaveCount(0)
  expect(errors).toEqual([])
})
