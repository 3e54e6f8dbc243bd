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

export const test = base.extend<{ pageLoads: undefined }, { countContexts: undefined }>({
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
