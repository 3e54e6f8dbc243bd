import { BLOG_SLUGS } from '@content/blog/slugs'
import type { SlugMapper } from '~/i18n/route-table'

/** Blog slugs differ per language; every other slug (facilities) is the same in both. */
export const translateSlug: SlugMapper = (page, slug, to) => {
  if (page !== 'blog') return slug
  const slugs = Object.values(BLOG_SLUGS).find((s) => s.pl === slug || s.en === slug)
  return slugs ? slugs[to] : null
}
