/**
 * ADR 0115: a page's scripts are requested only after it has painted its largest element. On the facility page
 * that is the cover photo: no script may be fetched before the photo has arrived and the first paint is done,
 * and the page still hydrates without a visitor doing anything.
 */
import { localizedPath } from '~/i18n/route-table'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { expect, test } from './test'

test('facility page: the cover photo and the first paint come before any script is fetched', async ({ page }) => {
  await quietOverlays(page)
  await page.goto(localizedPath('facility', 'pl', 'lockerbox-warszawa'))
  await waitForHydration(page)
  const timings = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const cover = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')!.currentSrc
    return {
      coverEnd: resources.find((entry) => entry.name === cover)?.responseEnd ?? Number.NaN,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scriptStarts: resources
        .filter((entry) => entry.initiatorType !== 'img' && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }
  })
  expect(timings.scriptStarts.length).toBeGreaterThan(3)
  expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.coverEnd)
  expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.firstPaint)
})
