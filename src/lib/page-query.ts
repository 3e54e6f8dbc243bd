import { safeNextPath } from '@kernel/safe-next'
import { LIST_SEARCH_PARAMS } from './list-search'
import { type PageId, parsePublicPath } from '~/i18n/route-table'
import { canonicalQuery, type QueryRule } from './canonical-query'

/**
 * `?demo=1` / `?trial=1` open the operator panels on any page (spec §2): a flag, so the key holds `1` or nothing,
 * whatever value was sent (issue 30: a random value made a new entry, and skipped the cache, every time). Read as
 * the router reads it (a JSON value, then `String(value) === '1'`, use-operator-panels.ts).
 */
function flag(raw: unknown): '1' | undefined {
  if (typeof raw !== 'string') return undefined
  let value: unknown = raw
  try {
    value = JSON.parse(raw)
  } catch {}
  return String(value) === '1' ? '1' : undefined
}
const PANEL_PARAMS = { demo: flag, trial: flag }
/** Where the sign-in page sends the visitor afterwards: only a same-origin path, as the form reads it (safe-next). */
const next = (raw: unknown) => (typeof raw === 'string' ? (safeNextPath(raw) ?? undefined) : undefined)

/**
 * The query parameters each page renders from, in the form it reads them; any other parameter (utm_*, a crawler's
 * noise) or a value the page would not use does not change the HTML. The edge keys cached pages by this
 * (worker/cache/html-cache.ts), and the sign-in link carries it as `next` in the server's HTML
 * (src/features/account/signin-return.ts): what a shared page says is a function of its key alone.
 */
const PAGE_QUERY: Partial<Record<PageId, QueryRule>> = {
  facilities: { entries: { ...LIST_SEARCH_PARAMS, ...PANEL_PARAMS } },
  blog: { entries: PANEL_PARAMS, raw: ['q', 'tag'] },
  signin: { entries: { ...PANEL_PARAMS, next } },
}
const OTHER_PAGES: QueryRule = { entries: PANEL_PARAMS }

export function pageQueryRule(page: PageId | undefined): QueryRule {
  return (page && PAGE_QUERY[page]) || OTHER_PAGES
}

/** A public page's own query, canonical: what its cache key holds after the path. Pages' parsers never refuse. */
export function pageQuery(pathname: string, params: URLSearchParams): string {
  return canonicalQuery(params, pageQueryRule(parsePublicPath(pathname)?.page)) ?? ''
}
