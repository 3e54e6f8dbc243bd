/**
 * The build replaces literal `css()`/recipe calls with class strings in both the client and the Worker build (ADR
 * 0029). These pages must hydrate without a mismatch, draw the same classes whether the server or the browser rendered
 * them, and keep their styles.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { skipConsent } from './fixtures'

/** React's production hydration errors (#418 text, #419/#421–#425 recoverable) and the dev-build wording. */
const HYDRATION_ERROR = /Minified React error #4(18|19|21|22|23|25)|hydrat/i

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Every distinct class attribute inside <main>, sorted: what the render drew, not how many times. The map library's
 * own classes are left out: it draws its canvas and controls whenever its lazy chunk arrives, which is not ours.
 */
const mainClasses = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [
      ...new Set(
        [...main.querySelectorAll('[class]')]
          .map((el) =>
            (el.getAttribute('class') ?? '')
              .split(' ')
              .filter((name) => !name.startsWith('maplibregl-'))
              .join(' '),
          )
          .filter((names) => names.trim() !== ''),
      ),
    ].sort(),
  )

const PAGES = [
  { name: 'facilities list', path: '/pl/magazyny-self-storage', link: /^Magazyny$/ },
  { name: 'software', path: '/pl/oprogramowanie-do-zarzadzania-self-storage', link: /^Oprogramowanie$/ },
]

for (const { name, path, link } of PAGES) {
  test(`${name}: the server's classes are the ones the browser renders, and it hydrates without a mismatch`, async ({
    page,
  }) => {
    await skipConsent(page)
    const errors = collectErrors(page)
    // Rendered by the Worker (hydration keeps the server's attributes).
    await page.goto(path)
    await waitForHydration(page)
    const server = await mainClasses(page)
    expect(server.length).toBeGreaterThan(10)
    // Rendered by the browser: a client-side navigation from home. The old page stays until the new one is ready.
    await page.goto('/pl')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: link }).first().click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect.poll(() => mainClasses(page)).toEqual(server)
    expect(errors).toEqual([])
  })
}

test('home and a facility page keep their styles after hydration', async ({ page }) => {
  await skipConsent(page)
  const errors = collectErrors(page)
  await page.goto('/pl')
  await waitForHydration(page)
  // The page container (`maxW: 'container', mx: 'auto'`) and the header's call button (the `button` recipe).
  const header = page.getByRole('banner')
  const container = header.locator('div').first()
  await expect(container).toHaveCSS('margin-left', /^(?!0px)/)
  const box = await header.boundingBox()
  expect(box?.height).toBeGreaterThan(40)
  const h1 = page.locator('main h1')
  await expect(h1).toHaveCSS('font-weight', /^(700|800|900)$/)

  await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
  await waitForHydration(page)
  const reserve = page.getByRole('button', { name: 'Zarezerwuj A-103' })
  await expect(reserve).toBeVisible()
  await expect(reserve).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(reserve).toHaveCSS('cursor', 'pointer')
  expect(errors).toEqual([])
})

test('the inlined stylesheet (ADR 0077) survives hydration and client-side navigation untouched', async ({ page }) => {
  await skipConsent(page)
  const errors = collectErrors(page)
  const sheet = () => page.evaluate(() => document.querySelector('style[data-app-css]')?.textContent ?? '')
  await page.goto('/pl')
  const served = await sheet()
  expect(served.length).toBeGreaterThan(20_000)
  await waitForHydration(page)
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Magazyny$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  await expect(page.locator('main h1')).toHaveCSS('font-weight', /^(600|700|800|900)$/)
  expect(await sheet()).toBe(served)
  expect(await page.locator('style[data-app-css]').count()).toBe(1)
  expect(errors).toEqual([])
})
