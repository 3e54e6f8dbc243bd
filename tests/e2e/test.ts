import { type BrowserContext, test as base, expect, type Request } from '@playwright/test'

/**
 * Playwright's `test` with one addition every spec gets: the page loads a test makes (main-frame document requests,
 * a redirect chain counted once) are counted and kept as the test's `page-loads` annotation, which the suite's
 * reporter (tests/e2e/reporter.ts) sums against the CI budget. Client-side navigations are not loads and are not
 * counted. Specs import `test` and `expect` from here, never from '@playwright/test' (lint enforces it).
 */
let loads = 0
const tracked = new WeakSet<BrowserContext>()

function isPageLoad(request: Request): boolean {
  if (request.resourceType() !== 'document' || request.redirectedFrom()) return false
  try {
    return request.frame().parentFrame() === null
  } catch {
    // A request with no frame (a service worker's) is no page load.
    return false
  }
}

function track(context: BrowserContext) {
  if (tracked.has(context)) return
  tracked.add(context)
  context.on('request', (request) => {
    if (isPageLoad(request)) loads++
  })
}

/**
 * Each test is its own visitor on its own network (an IPv4 address from its id, in 10.0.0.0/8): limits counted per
 * network (hold ceilings, form rates; issue 39) would otherwise add up across every test of the run, all from
 * 127.0.0.1. Contexts a test makes itself send their own header where they need one.
 */
function networkOf(testId: string): string {
  let hash = 0
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`
}

export const test = base.extend<{ pageLoads: undefined }, { countContexts: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; none here.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'cf-connecting-ip': networkOf(testInfo.testId) })
  },
  // Contexts a test makes itself (`browser.newContext()`, `browser.newPage()`) are counted too.
  countContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        track(context)
        return context
      }
      await use(undefined)
    },
    { scope: 'worker', auto: true },
  ],
  pageLoads: [
    async ({ context }, use, testInfo) => {
      track(context)
      const before = loads
      await use(undefined)
      testInfo.annotations.push({ type: 'page-loads', description: String(loads - before) })
    },
    { auto: true },
  ],
})

export { expect }
