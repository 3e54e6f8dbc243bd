import { test } from '@playwright/test'
import { LANGS } from '../../src/i18n/langs'
import { PAGES, type PageId, localizedPath } from '../../src/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'

const pages = (Object.keys(PAGES) as PageId[]).filter((page) => page !== 'facility' && page !== 'city')

for (const lang of LANGS) {
  for (const page of pages) {
    const path = localizedPath(page, lang)
    test(`axe: ${path}`, async ({ page: browser }) => {
      await browser.goto(path)
      await waitForHydration(browser)
      await expectNoA11yViolations(browser)
    })
  }
}
