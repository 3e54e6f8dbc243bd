import { articles } from '../../../content/blog'
import type { SlugMapper } from '~/i18n/route-table'

/** Blog slugs differ per language; every other slug (facilities) is the same in both. */
export const translateSlug: SlugMapper = (page, slug, to) => {
  if (page !== 'blog') return slug
  const article = articles.find((a) => a.slugs.pl === slug || a.slugs.en === slug)
  return article ? article.slugs[to] : null
}
