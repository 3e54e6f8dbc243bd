import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/**
 * Issue 45 (ADR 0104): the list's 24 cards draw their star and pin with CSS (1,138 elements on a phone before, 1,018
 * after), and a card under the first screen, a skipped section, is still in the page: named to assistive technology
 * and brought into view when scrolled to. One page load.
 *
 * The count is the cards' own: the whole page's (once ≤ 1,030) moved with what else the seeded page shows. The same
 * commit counted at most 1,030 in a fresh clone's run and 1,036 a few minutes later (2026-11-29, about 10:30 UTC), its
 * cards 25–28 elements each.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

test('the list keeps its cards in the page with fewer elements, the last one reachable', async ({ page }) => {
  await quietOverlays(page)
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  const cards = page.getByTestId('facility-card')
  await expect(cards).toHaveCount(24)
  // 24 cards of at most 30 elements, none of them an SVG (an icon drawn as one is 3–6 elements a card).
  expect(
    await page.evaluate(() => document.querySelectorAll('[data-testid=facility-card] *').length),
  ).toBeLessThanOrEqual(24 * 30)
  await expect(cards.locator('svg')).toHaveCount(0)
  const last = cards.last()
  await expect(last.getByRole('heading', { level: 3 })).toHaveAccessibleName(/\S/)
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeInViewport()
})
