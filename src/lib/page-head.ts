import { translate } from '~/i18n'
import { DEFAULT_LANG, isLang, type Lang } from '@kernel/lang'
import type { PageId } from '~/i18n/route-table'
import { pageHead } from './seo'

type StaticPage = Exclude<PageId, 'facility' | 'city'>
const titleKey = (page: StaticPage) => page

export function langOf(params: { lang?: string }): Lang {
  return isLang(params.lang) ? params.lang : DEFAULT_LANG
}

/** Head of a page whose title and description come straight from the `pages` dictionary. */
export function staticPageHead(
  page: StaticPage,
  params: { lang?: string },
  extra: Partial<Parameters<typeof pageHead>[0]> = {},
) {
  const lang = langOf(params)
  const key = titleKey(page)
  return pageHead({
    page,
    lang,
    title: translate(lang, `pages.${key}.title` as never),
    description: translate(lang, `pages.${key}.description` as never),
    ...extra,
  })
}
