import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/** Same-site link paths inside `selector` (tel:, mailto: and other sites left out). */
const sitePaths = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => a.origin === location.origin)
      .map((a) => a.pathname),
  )

test('on /en the footer and the HTML sitemap lead to English pages', async ({ page }) => {
  await quietOverlays(page)
  await page.goto('/en/sitemap')
  await waitForHydration(page)
  const footer = await sitePaths(page, 'footer')
  const sitemap = await sitePaths(page, 'main')
  expect(footer.length).toBeGreaterThanOrEqual(10)
  expect(sitemap.length).toBeGreaterThanOrEqual(15)
  expect([...footer, ...sitemap].filter((path) => !path.startsWith('/en'))).toEqual([])

  // Each legal link opens an English page (no redirect to Polish on the way).
  for (const name of ['Terms', 'Privacy policy', 'Cookies']) {
    const href = await page.locator('footer').getByRole('link', { name, exact: true }).getAttribute('href')
    const response = await page.request.get(href!, { maxRedirects: 0 })
    expect(response.status(), href!).toBe(200)
    expect(await response.text()).toContain('<html lang="en"')
  }
})

test("on /pl the footer keeps the spec's unprefixed legal paths", async ({ page }) => {
  await page.goto('/pl')
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Regulamin', exact: true })).toHaveAttribute('href', '/regulamin')
  await expect(footer.getByRole('link', { name: 'Polityka prywatności', exact: true })).toHaveAttribute(
    'href',
    '/polityka-prywatnosci',
  )
  await expect(footer.getByRole('link', { name: 'Mapa strony', exact: true })).toHaveAttribute('href', '/sitemap')
})
