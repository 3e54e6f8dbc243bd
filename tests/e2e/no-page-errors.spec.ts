import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { BLOG_SLUGS } from '@content/blog/slugs'
import { LANGS, type Lang } from '@kernel/lang'
import { localizedPath, PAGES, type PageId } from '~/i18n/route-table'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/**
 * Issue 29 item 10: no uncaught error in the browser on any page of the route table, in either language, nor on the
 * pages a mistyped address lands on (an unknown facility, city, article or path).
 */
const SLUGS: Partial<Record<PageId, Record<Lang, string>>> = {
  facility: { pl: 'lockerbox-warszawa', en: 'lockerbox-warszawa' },
  city: { pl: 'krakow', en: 'krakow' },
  blog: BLOG_SLUGS['self-storage-trends-2026'],
}

const paths = LANGS.flatMap((lang) => [
  ...(Object.keys(PAGES) as PageId[]).map((page) => localizedPath(page, lang)),
  ...Object.entries(SLUGS).map(([page, slugs]) => localizedPath(page as PageId, lang, slugs[lang])),
  localizedPath('facility', lang, 'nie-ma-takiego-obiektu'),
  localizedPath('city', lang, 'nie-ma-takiego-miasta'),
  localizedPath('blog', lang, 'nie-ma-takiego-artykulu'),
  `/${lang}/nie-ma-takiej-strony`,
])

async function errorsOn(page: Page, path: string): Promise<string[]> {
  const errors: string[] = []
  const onError = (error: Error) => errors.push(`${path}: ${error.message}`)
  page.on('pageerror', onError)
  await page.goto(path)
  await waitForHydration(page)
  // Late work (deferred sections, lazy islands, the account check) gets its moment to fail.
  await page.waitForLoadState('networkidle')
  page.off('pageerror', onError)
  return errors
}

test.describe.configure({ mode: 'parallel' })

// A phone's and a desktop's size: the phone renders other islands (menu drawer, list/map toggle, compact teaser).
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
])
  for (const lang of LANGS) {
    test(`no pageerror on any ${lang} route of the route table nor on unknown pages (${viewport.width}×${viewport.height})`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      await quietOverlays(page)
      const errors: string[] = []
      for (const path of paths.filter((p) => p.startsWith(`/${lang}`))) errors.push(...(await errorsOn(page, path)))
      expect(errors).toEqual([])
    })
  }
