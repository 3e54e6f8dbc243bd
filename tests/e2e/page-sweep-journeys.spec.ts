/**
 * What the page sweep (page-sweep.spec.ts) cannot see on a fresh load: states a person reaches in steps. One load
 * each; every later page is reached by client-side navigation, as a person clicking would.
 */
import type { Page } from '@playwright/test'
import { en } from '~/i18n/en'
import { localizedPath } from '~/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, skipConsent } from './fixtures'
import { expectNoRawKeys } from './page-sweep-pages'
import { expect, test } from './test'

test.describe.configure({ mode: 'parallel' })

/** Errors the page throws or logs (a failed request's own console line left out: the error journey makes some). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Links in the drawer whose centre does not hit the link itself (or something inside it). */
async function unreachableLinks(page: Page): Promise<string[]> {
  return page.getByTestId('mobile-drawer').evaluate((drawer) => {
    const misses: string[] = []
    for (const link of Array.from(drawer.querySelectorAll('a[href]'))) {
      link.scrollIntoView({ block: 'nearest' })
      const box = link.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (!hit || !link.contains(hit)) misses.push(`${link.textContent?.trim()} → ${hit?.tagName ?? 'nothing'}`)
    }
    return misses
  })
}

/** Whether the drawer is in the top layer and anything of it can be hit (judged by geometry, not "visible"). */
const drawerOnTop = (page: Page) =>
  page.evaluate(() => {
    const drawer = document.querySelector<HTMLDialogElement>('[data-testid="mobile-drawer"]')
    if (!drawer?.matches(':modal')) return false
    const box = drawer.getBoundingClientRect()
    return drawer.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('phone: the drawer holds every link and traps focus; Escape, a link, a language switch and Back close it; the list’s filters fold', async ({
    page,
  }) => {
    // Two axe scans and four client-side navigations: slow on a loaded 2-core machine.
    test.setTimeout(60_000)
    const errors = collectErrors(page)
    await quietOverlays(page)
    await page.goto('/pl')
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).first()).toBeHidden()

    const drawer = page.getByTestId('mobile-drawer')
    await page.getByTestId('menu-button').tap()
    await expect.poll(() => drawerOnTop(page)).toBe(true)
    expect((await drawer.boundingBox())!.height).toBeGreaterThanOrEqual(800)
    expect(await drawer.locator('a[href]').count()).toBeGreaterThanOrEqual(5)
    await expect(drawer.getByRole('link', { name: 'Oprogramowanie' }).first()).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
    expect(await unreachableLinks(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    await expectNoA11yViolations(page)
    // The page behind is inert: Tab never leaves the drawer.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () =>
            !!document.activeElement?.closest('[data-testid="mobile-drawer"]') ||
            document.activeElement === document.body,
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(page.getByTestId('menu-button')).toBeFocused()

    // A link navigates and closes it.
    await page.getByTestId('menu-button').tap()
    await drawer.getByRole('link', { name: 'Magazyny', exact: true }).tap()
    await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
    await expect.poll(() => drawerOnTop(page)).toBe(false)
    await expect(drawer).toHaveCount(0)

    // On a phone the list's filters start folded and open with their toggle (marketplace-a11y).
    await waitForHydration(page)
    await expect(page.getByLabel('Powierzchnia od (m²)')).toBeHidden()
    await page.getByRole('button', { name: 'Pokaż filtry' }).click()
    await expect(page.getByLabel('Powierzchnia od (m²)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ukryj filtry' })).toHaveAttribute('aria-expanded', 'true')
    await expectNoA11yViolations(page)

    // Browser Back closes it.
    await page.getByTestId('menu-button').tap()
    await expect.poll(() => drawerOnTop(page)).toBe(true)
    await page.goBack()
    await expect(page).toHaveURL(/\/pl$/)
    await expect.poll(() => drawerOnTop(page)).toBe(false)

    // A language switch closes it.
    await page.getByTestId('menu-button').tap()
    await expect.poll(() => drawerOnTop(page)).toBe(true)
    await drawer.getByTestId('lang-en').tap()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect.poll(() => drawerOnTop(page)).toBe(false)
    await expect(drawer).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test('desktop: home’s FAQ unfolds and its modal waits 5 s; client navigation and the language switch load the next page’s namespaces and keep the stylesheet', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const errors = collectErrors(page)
  // The add-facility modal is what this journey watches: only consent and the other overlays are silenced.
  await skipConsent(page)
  await page.addInitScript(() => {
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
    sessionStorage.setItem('skrytka-teaser-dismissed', '1')
  })
  const sheet = () => page.evaluate(() => document.querySelector('style[data-app-css]')?.textContent ?? '')
  await page.goto('/pl')
  const served = await sheet()
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'home')

  // The FAQ shows 4 of its 25 questions until asked; the add-facility modal comes by itself after 5 s.
  const faq = page.getByTestId('home-faq')
  await expect(faq.locator('details')).toHaveCount(4)
  const modal = page.getByTestId('add-facility-modal')
  await expect(modal).toBeVisible({ timeout: 8000 })
  await expectNoA11yViolations(page)
  await modal.getByRole('checkbox', { name: 'Nie pokazuj ponownie' }).check()
  await modal.getByRole('button', { name: 'Później' }).click()
  await expect(modal).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('add-facility-modal-never'))).toBe('1')
  await page.getByRole('button', { name: 'Pokaż więcej pytań' }).click()
  await expect(faq.locator('details')).toHaveCount(25)

  // Home → software: `operator` was not loaded; the page renders in words, without a reload.
  await page.locator('header').getByRole('link', { name: 'Oprogramowanie', exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('software', 'pl')}$`))
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'operator')
  await expect(page.locator('h1').first()).toBeVisible()
  await expectNoRawKeys(page)

  // Polish → English: the switch keeps the page, stores the choice, and every namespace comes in English.
  await page.getByTestId('lang-en').click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('software', 'en')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1').first()).toHaveText(en.operator.hero.title)
  await expectNoRawKeys(page)
  expect(
    await page.evaluate(() => [localStorage.getItem('preferred-language'), localStorage.getItem('i18nextLng')]),
  ).toEqual(['en', 'en'])

  // English software → English list (marketplace, place, search: none loaded in English yet).
  await page.locator('header').getByRole('link', { name: 'Facilities', exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('facilities', 'en')}$`))
  await expect(page.locator('html')).toHaveAttribute('data-messages', 'marketplace')
  await expect(page.locator('main h1')).toHaveCSS('font-weight', /^(600|700|800|900)$/)
  await expectNoRawKeys(page)

  // And back to Polish on the same page.
  await page.getByTestId('lang-pl').click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('facilities', 'pl')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expectNoRawKeys(page)

  // The inlined stylesheet (ADR 0077) is the one that was served, and only one.
  expect(served.length).toBeGreaterThan(20_000)
  expect(await sheet()).toBe(served)
  expect(await page.locator('style[data-app-css]').count()).toBe(1)
  expect(errors).toEqual([])
})

const LEAKS = ['Internal Server Error', 'Service Unavailable', '500', '503', 'boom', 'down', 'INTERNAL_ERROR', 'stack']

async function expectNoLeak(page: Page) {
  // The random code itself could contain "500": leave it out of the leak check.
  const text = (await page.locator('main').innerText())
    .replace(/\s+/g, ' ')
    .replace(/(Kod błędu|Reference code): [0-9A-Z]{8}/, '')
    // The list's price filter ("50 – 500 zł") is no server text.
    .replace(/\d+ – \d+ (zł|PLN)/g, '')
  for (const leak of LEAKS) expect(text, leak).not.toContain(leak)
}

test('a failing API: the English detail, then the Polish list, say so in words with a reference code, never the server’s text', async ({
  page,
}) => {
  // Client retries run before each error state shows.
  test.setTimeout(60_000)
  await quietOverlays(page)
  await page.goto('/en')
  await waitForHydration(page)

  // The detail answers 503 with no reference of its own: the page makes one up.
  await page.route('**/api/marketplace/facilities/sunbox24-warszawa*', (route) =>
    route.fulfill({ status: 503, headers: { 'content-type': 'text/plain' }, body: 'down' }),
  )
  await page.getByRole('link', { name: 'SunBox24' }).first().click()
  await expect(page.getByRole('heading', { name: en.facilityPage.error })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('error-reference')).toHaveText(/^Reference code: [0-9A-Z]{8}$/)
  await expectNoLeak(page)

  // The list answers 500 with the edge's request id: that is the code shown, in Polish after the switch.
  await page.route('**/api/marketplace/facilities?*', (route) =>
    route.fulfill({
      status: 500,
      headers: { 'content-type': 'text/plain', 'x-request-id': 'K7M2Q9XD' },
      body: 'boom\n    at handler (api/routes/marketplace.ts:12:3)',
    }),
  )
  await page.getByTestId('lang-pl').click()
  await expect(page).toHaveURL(/\/pl\/magazyn-self-storage\/sunbox24-warszawa$/)
  await page.getByRole('banner').getByRole('link', { name: 'Magazyny', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('facilities', 'pl')}$`))
  await expect(page.getByRole('heading', { name: 'Nie udało się wczytać listy magazynów' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByTestId('error-reference')).toHaveText('Kod błędu: K7M2Q9XD')
  await expectNoLeak(page)
  await expectNoA11yViolations(page)
})
