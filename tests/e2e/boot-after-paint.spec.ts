/**
 * ADR 0115: a page's scripts are requested only after it has painted its largest element. On the facility page
 * that is the cover photo: no script may be fetched before the photo has arrived and the first paint is done,
 * and the page still hydrates without a visitor doing anything; on a phone, where the home hero shows a placeholder,
 * it boots after its first paint.
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

test('home on a phone: its photo is a placeholder there, so the scripts start after the first paint', async ({
  page,
}) => {
  await quietOverlays(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/pl')
  // Nothing is touched: the page must boot by itself (a placeholder photo gets no Element Timing entry).
  await waitForHydration(page)
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scriptStarts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(timings.scriptStarts.length).toBeGreaterThan(3)
  expect(Math.min(...timings.scriptStarts)).toBeGreaterThanOrEqual(timings.firstPaint)
})
