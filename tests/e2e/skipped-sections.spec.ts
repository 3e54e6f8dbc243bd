import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/**
 * Issue 45 (ADR 0104): the list's 24 cards draw their star and pin with CSS (1,138 elements on a phone before, 1,018
 * after), and a card under the first screen, a skipped section, is still in the page: named to assistive technology
 * and brought into view when scrolled to. One page load.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

test('the list keeps its cards in the page with fewer elements, the last one reachable', async ({ page }) => {
  await quietOverlays(page)
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  const cards = page.getByTestId('facility-card')
  await expect(cards).toHaveCount(24)
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(1030)
  expect(await cards.first().locator('svg').count()).toBe(0)
  const last = cards.last()
  await expect(last.getByRole('heading', { level: 3 })).toHaveAccessibleName(/\S/)
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport()
})
