import { pageOf } from '../lib/page-of'

/**
 * What a cached answer shows, so a save retires only what shows it (ADR 0043, issue 30: one unit save retired every
 * cached page of the site). `f:<slug>` is one facility's page and API answers; `lists` is everything that lists
 * facilities (the list, city pages, home's featured cards, the list and city API); null is the rest (blog,
 * software, legal pages, sitemaps, place suggestions), retired only by a global purge.
 */
export type CacheScope = `f:${string}` | 'lists' | null

const LIST_PAGES = new Set(['facilities', 'city', 'home'])
const FACILITY_API = /^\/api\/marketplace\/facilities\/([^/?]+)/
const LIST_API = /^\/api\/marketplace\/(facilities|cities)(\/|$)/

export function pageScope(pathname: string): CacheScope {
  const page = pageOf(pathname)
  if (page === 'facility') return `f:${decodeSlug(pathname.slice(pathname.lastIndexOf('/') + 1))}`
  return page && LIST_PAGES.has(page) ? 'lists' : null
}

export function apiScope(pathname: string): CacheScope {
  const facility = FACILITY_API.exec(pathname)
  if (facility) return `f:${decodeSlug(facility[1]!)}`
  return LIST_API.test(pathname) ? 'lists' : null
}

function decodeSlug(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}
