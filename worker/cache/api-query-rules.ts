import { FacilityListQuery, PlaceSuggestQuery } from '@api/contract/marketplace'
import { SitemapPagesQuery, SitemapSlugsQuery } from '@api/contract/sitemap'
import type { QueryRule } from '~/lib/canonical-query'
import { checkersOf } from './canonical-query'

/** An endpoint that reads no query at all: every parameter is noise, and none reaches its key. */
const NO_QUERY: QueryRule = {}

/**
 * The query each cached marketplace endpoint reads (its schema), by path. Issue 30: an endpoint missing from the old
 * list kept its whole query in the key, so `?x=<random>` on a facility, its units or a city page made a new entry
 * (and a full API call) every time. Every GET route under /api/marketplace/ has a rule here
 * (api-query-rules.test.ts walks the API's routes); a path that matches none is not cached at all.
 */
const RULES: readonly [RegExp, QueryRule][] = [
  [/^\/api\/marketplace\/facilities$/, { checked: checkersOf(FacilityListQuery.entries) }],
  [/^\/api\/marketplace\/places$/, { checked: checkersOf(PlaceSuggestQuery.entries) }],
  [/^\/api\/marketplace\/sitemap\/facilities$/, { checked: checkersOf(SitemapSlugsQuery.entries) }],
  [/^\/api\/marketplace\/sitemap\/facilities\/pages$/, { checked: checkersOf(SitemapPagesQuery.entries) }],
  [/^\/api\/marketplace\/facilities\/[^/]+(?:\/units|\/rich-content|\/reviews)?$/, NO_QUERY],
  [/^\/api\/marketplace\/cities(?:\/[^/]+)?$/, NO_QUERY],
]

export function apiQueryRule(pathname: string): QueryRule | null {
  for (const [path, rule] of RULES) if (path.test(pathname)) return rule
  return null
}
