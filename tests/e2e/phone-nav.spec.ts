import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { BLOG_SLUGS } from '@content/blog/slugs'
import { LANGS } from '@kernel/lang'
import { PAGES, type PageId, localizedPath } from '~/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

// Judged by geometry, not by Playwright's "visible" (which calls a clipped element visible).
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

const DEMO_FACILITY = 'lockerbox-warszawa'
const BLOG_SLUG = Object.values(BLOG_SLUGS)[0]!

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

/** Whether the drawer is in the top layer and anything of it can be hit. */
const drawerOnTop = (page: Page) =>
  page.evaluate(() => {
    const drawer = document.querySelector<HTMLDialogElement>('[data-testid="mobile-drawer"]')
    if (!drawer?.matches(':modal')) return false
    const box = drawer.getBoundingClientRect()
    return drawer.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })

test('phone drawer: every link reachable by geometry, a link navigates and closes it, a language switch closes it', async ({
  page,
}) => {
  // axe and two client navigations: slow on a loaded 2-core machine.
  test.setTimeout(90_000)
  await quietOverlays(page)
  await page.goto('/pl')
  await waitForHydration(page)
  await page.getByTestId('menu-button').tap()
  await expect.poll(() => drawerOnTop(page)).toBe(true)
  const box = await page.getByTestId('mobile-drawer').boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(800)
  expect(await page.getByTestId('mobile-drawer').locator('a[href]').count()).toBeGreaterThanOrEqual(5)
  expect(await unreachableLinks(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
  await expectNoA11yViolations(page)

  await page.getByTestId('mobile-drawer').getByRole('link', { name: 'Magazyny', exact: true }).tap()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  await expect.poll(() => drawerOnTop(page)).toBe(false)
  await expect(page.getByTestId('mobile-drawer')).toHaveCount(0)

  await page.getByTestId('menu-button').tap()
  await expect.poll(() => drawerOnTop(page)).toBe(true)
  await page.getByTestId('mobile-drawer').getByTestId('lang-en').tap()
  await expect(page).toHaveURL(/\/en\/facilities$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect.poll(() => drawerOnTop(page)).toBe(false)
  await expect(page.getByTestId('mobile-drawer')).toHaveCount(0)
})

test('phone drawer: Escape and browser Back close it, focus returns to the menu button', async ({ page }) => {
  await quietOverlays(page)
  await page.goto('/pl')
  await waitForHydration(page)
  await page.getByTestId('menu-button').tap()
  await expect.poll(() => drawerOnTop(page)).toBe(true)
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
  await expect(page.getByTestId('mobile-drawer')).toHaveCount(0)
  await expect(page.getByTestId('menu-button')).toBeFocused()

  await page.getByTestId('menu-button').tap()
  await page.getByTestId('mobile-drawer').getByRole('link', { name: 'Magazyny', exact: true }).tap()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage$/)
  await page.getByTestId('menu-button').tap()
  await expect.poll(() => drawerOnTop(page)).toBe(true)
  await page.goBack()
  await expect(page).toHaveURL(/\/pl$/)
  await expect.poll(() => drawerOnTop(page)).toBe(false)
})

function publicUrls(): string[] {
  const urls: string[] = []
  for (const lang of LANGS) {
    for (const id of Object.keys(PAGES) as PageId[]) {
      if (id === 'facility') urls.push(localizedPath(id, lang, DEMO_FACILITY))
      else if (id === 'city') urls.push(localizedPath(id, lang, 'krakow'))
      else urls.push(localizedPath(id, lang))
      if (id === 'blog') urls.push(localizedPath(id, lang, BLOG_SLUG[lang]))
    }
  }
  return urls
}

test('no public route scrolls sideways at 320, 375 or 768 px, in either language', async ({ page }) => {
  // 90 page loads: ~45 s alone, several minutes when the shared machine is busy.
  test.setTimeout(360_000)
  await quietOverlays(page)
  const overflowing: string[] = []
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 812 })
    for (const url of publicUrls()) {
      await page.goto(url, { waitUntil: 'load' })
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      // With phone emulation the layout viewport widens to fit wide content, so compare with the device width too.
      if (scrollWidth > innerWidth || innerWidth > width)
        overflowing.push(`${width}px ${url}: scrollWidth ${scrollWidth}, innerWidth ${innerWidth}`)
    }
  }
  expect(overflowing).toEqual([])
})
