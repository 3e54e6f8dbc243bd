import type { Page } from '@playwright/test'
import { CONSENT_KEY } from './fixtures'

/** What the page has pushed to its analytics data layer, and the consent choice it stored. */
type WithDataLayer = { dataLayer?: unknown[] }

export const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as WithDataLayer).dataLayer ?? []).filter(
        (entry) => !Array.isArray(entry) && (entry as { event?: string }).event === 'page_view',
      ).length,
  )

export const consentCommands = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as WithDataLayer).dataLayer ?? []).filter(
        (entry) => Array.isArray(entry) && entry[0] === 'consent',
      ) as unknown[][],
  )

export const storedConsent = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) ?? '{}')
