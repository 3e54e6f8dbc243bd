import { type PageId, PRIVATE_PAGES, parsePublicPath } from '~/i18n/route-table'

/**
 * The route table's page for a public path. The edge asks it several times per request (access log, private pages,
 * cache key) and a site has a few hundred distinct paths, so answers are remembered — bounded, so a crawler's
 * random paths cannot grow the map without limit.
 */
const seen = new Map<string, PageId | null>()
const MAX_REMEMBERED = 2000

export function pageOf(pathname: string): PageId | undefined {
  let page = seen.get(pathname)
  if (page === undefined) {
    if (seen.size >= MAX_REMEMBERED) seen.clear()
    page = parsePublicPath(pathname)?.page ?? null
    seen.set(pathname, page)
  }
  return page ?? undefined
}

/** The signed-in pages of the route table (panel, my inquiries), in either language. */
export function isPrivatePage(pathname: string): boolean {
  const page = pageOf(pathname)
  return page !== undefined && (PRIVATE_PAGES as readonly PageId[]).includes(page)
}
