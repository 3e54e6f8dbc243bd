import { test } from './test'
import { LANGS } from '@kernel/lang'
import { PAGES, type PageId, localizedPath } from '~/i18n/route-table'
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
