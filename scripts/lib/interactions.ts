import { chromium, devices, type Page } from '@playwright/test'
import { chromiumLaunch } from './chromium.ts'

/**
 * INP-like latency of the renter's interactions: the Event Timing API's duration (input delay + handlers + the
 * next paint) of the slowest event of one interaction, in Chromium on a phone profile with the CPU throttled 4×
 * through CDP (Lighthouse's mobile factor). Each interaction runs on a freshly loaded, hydrated page, `runs`
 * times; the median is reported with every run.
 */
export type Interaction = {
  name: string
  path: string
  act: (page: Page) => Promise<void>
  prepare?: (page: Page) => Promise<void>
}

const openFilters = (page: Page) => page.getByRole('button', { name: 'Pokaż filtry' }).click()
const filters = (page: Page) => page.locator('aside[aria-labelledby="filters-title"]')

export const RENTER_INTERACTIONS: Interaction[] = [
  { name: 'open the filter panel', path: '/pl/magazyny-self-storage', act: openFilters },
  {
    name: 'change the price slider',
    path: '/pl/magazyny-self-storage',
    prepare: async (page) => {
      await openFilters(page)
      await page.locator('#price-max').focus()
    },
    act: (page) => page.keyboard.press('ArrowLeft'),
  },
  {
    name: 'toggle a feature filter',
    path: '/pl/magazyny-self-storage',
    prepare: openFilters,
    act: (page) => filters(page).locator('input[type="checkbox"]:visible').first().click(),
  },
  { name: 'open the mobile drawer', path: '/pl', act: (page) => page.getByTestId('menu-button').click() },
]

/** Per run: the slowest event's total, and how much of it was waiting for the main thread and running handlers. */
export type InteractionResult = { name: string; medianMs: number; runsMs: number[]; breakdown: string[] }

declare global {
  interface Window {
    __eventTimings?: { name: string; duration: number; interactionId: number; delay: number; processing: number }[]
  }
}

export async function measureInteractions(
  baseUrl: string,
  interactions = RENTER_INTERACTIONS,
  runs = 3,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch(chromiumLaunch)
  const results: InteractionResult[] = []
  try {
    for (const interaction of interactions) {
      const runsMs: number[] = []
      const breakdown: string[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ ...devices['Pixel 7'] })
        const page = await context.newPage()
        // Consent answered and timed overlays silenced (as tests/e2e/fixtures.ts quietOverlays): they are not what
        // is measured, and one opening mid-run would be.
        await page.addInitScript(() => {
          localStorage.setItem(
            'skrytka-consent-v1',
            JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
          )
          localStorage.setItem('add-facility-modal-never', '1')
          sessionStorage.setItem('skrytka-promo-dismissed', '1')
          sessionStorage.setItem('skrytka-teaser-dismissed', '1')
        })
        // Map tiles come from the network, which a bench run does not use.
        await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
        await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load' })
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
        // And the deferred sections (ADR 0028), the filter panel among them: before their code arrives a click on
        // their server HTML does nothing (or is held, ADR 0117), and would be timed as if it had. A section that loads
        // on use is used first (a focus in it), again at each look: the root's mark can come before a section's
        // trigger listens. What is timed is the interaction with its code in, as before.
        await page.waitForFunction(
          () => {
            for (const marker of document.querySelectorAll('template[data-deferred="on-use"]:not([data-hydrated])'))
              marker.previousElementSibling?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
            return !document.querySelector(
              'template[data-deferred]:not([data-deferred="on-approach"]):not([data-hydrated])',
            )
          },
          undefined,
          { polling: 100 },
        )
        await interaction.prepare?.(page)
        await page.waitForTimeout(300)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.evaluate(() => {
          window.__eventTimings = []
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
              window.__eventTimings!.push({
                name: entry.name,
                duration: entry.duration,
                interactionId: entry.interactionId,
                delay: entry.processingStart - entry.startTime,
                processing: entry.processingEnd - entry.processingStart,
              })
          }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
        })
        await interaction.act(page)
        // Event Timing entries are reported after the next paint; give a throttled page time to paint.
        await page.waitForTimeout(1500)
        const timings = await page.evaluate(() => window.__eventTimings ?? [])
        const interactive = timings.filter((t) => t.interactionId > 0)
        // Under the 16 ms threshold nothing is reported: the interaction took at most 16 ms.
        const slowest = interactive.sort((a, b) => b.duration - a.duration)[0]
        runsMs.push(Math.round(Math.max(16, slowest?.duration ?? 0)))
        breakdown.push(
          slowest
            ? `${slowest.name}: delay ${Math.round(slowest.delay)}, handlers ${Math.round(slowest.processing)}, to paint ${Math.round(slowest.duration - slowest.delay - slowest.processing)}`
            : '≤ 16 ms',
        )
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        await context.close()
      }
      const sorted = [...runsMs].sort((a, b) => a - b)
      results.push({ name: interaction.name, medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs, breakdown })
    }
  } finally {
    await browser.close()
  }
  return results
}
