import type { Browser, Page } from '@playwright/test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'
import { expect } from './test'

type Publication = {
  /** The company's name as the queue shows it, and the submitted facility's name and id. */
  company: string
  facility: { id: number; name: string }
  /** The superadmin's own network (a context a test makes is one of its own). */
  ip: string
  /** Check the queue with a company in it with axe (a state the page sweep's empty queue does not show). */
  a11y?: boolean
}

/**
 * Issue 42: the superadmin publishes a submitted facility from the console's publication queue, in a browser of its
 * own; `then` looks at the result (the public page). Afterwards the facility is taken off the public lists again, for
 * the specs that count what a city has, whether `then` passed or not.
 */
export async function publishFromQueue(
  browser: Browser,
  baseURL: string,
  { company, facility, ip, a11y = false }: Publication,
  then: (admin: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'cf-connecting-ip': ip },
  })
  try {
    const admin = await context.newPage()
    await quietOverlays(admin)
    await signInAs(admin, baseURL, SEED.admin)
    await admin.goto('/admin/publication')
    await waitForHydration(admin)
    const row = admin.getByTestId('review-company').filter({ hasText: company })
    await expect(row.getByText(facility.name)).toBeVisible()
    if (a11y) await expectNoA11yViolations(admin)
    await row.getByTestId('review-publish').click()
    await expect(row).toHaveCount(0)
    await then(admin)
  } finally {
    await context.request.patch(`/api/superadmin/facilities/${facility.id}`, {
      data: { active: false },
      headers: { origin: baseURL },
    })
    await context.close()
  }
}
