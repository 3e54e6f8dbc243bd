import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './test'

/** WCAG 2.1 AA scan of what the page shows now; 0 violations allowed. */
export async function expectNoA11yViolations(page: Page) {
  // A banner that mounts after the wait below would be scanned mid-fade: the final colours are the reduced-motion ones.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Let finite animations (a banner fading in) finish: mid-fade colours are not what a reader is left with.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  // options() replaces the whole options object (runOnly included), so it goes before withTags(). One frame (no page
  // of ours has an iframe): axe runs in the page itself. The default mode, made for frames, finishes every scan in a
  // new blank page, 2.5–3× the time (home 0.9 s → 0.3 s, the list 1.1 → 0.45): half of the page sweep's time.
  const oneFrame = page.frames().length === 1
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(oneFrame)
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** Waits until React has hydrated (the root sets data-hydrated on mount). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // Sections that load on approach (ADR 0079) are brought into view, as a reader scrolling to them would, and the
  // page is put back where it was. Only then: a page without one keeps whatever scrolling it does itself (an anchor).
  // Handles, not locators: a locator filtered on :not([data-hydrated]) would match nothing once its section hydrates
  // on its own (near the fold), and wait for it until the test times out.
  const onApproach = await page.locator('template[data-deferred="on-approach"]:not([data-hydrated])').elementHandles()
  const position = onApproach.length ? await page.evaluate(() => [window.scrollX, window.scrollY]) : null
  for (const marker of onApproach) {
    await marker.evaluate((m) =>
      (m as Element).previousElementSibling?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    )
    await page.waitForFunction((m) => (m as Element).hasAttribute('data-hydrated'), marker)
  }
  // Sections that load on use (ADR 0117) are used, as a reader focusing in them would, until every deferred section
  // (ADR 0028) has hydrated: until then a click on them does nothing. Used again at each look: the root's mark can come
  // before a section's trigger is listening (its boundary hydrates in a task of its own), and a use then is not heard.
  await page.waitForFunction(
    () => {
      for (const marker of document.querySelectorAll('template[data-deferred="on-use"]:not([data-hydrated])'))
        marker.previousElementSibling?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      return !document.querySelector('template[data-deferred]:not([data-hydrated])')
    },
    undefined,
    { polling: 100 },
  )
  if (position) await page.evaluate(([x, y]) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), position)
}
