import { describe, expect, it } from 'vitest'
import { cities } from '@api/routes/cities'
import { marketplace } from '@api/routes/marketplace'
import { reviews } from '@api/routes/reviews'
import { sitemapSource } from '@api/routes/sitemap'
import { canonicalQuery } from '~/lib/canonical-query'
import { apiQueryRule } from './api-query-rules'

const keyOf = (path: string, query: string) => {
  const rule = apiQueryRule(path)
  return rule && canonicalQuery(new URLSearchParams(query), rule)
}

describe('the query rule of each cached marketplace endpoint (issue 30)', () => {
  it('has a rule for every GET route of the marketplace API', () => {
    const routes = [...marketplace.routes, ...cities.routes, ...sitemapSource.routes, ...reviews.routes].filter(
      (route) => route.method === 'GET' && route.path.startsWith('/marketplace/'),
    )
    expect(routes.length).toBeGreaterThanOrEqual(9)
    for (const route of routes) {
      const path = `/api${route.path.replace(/:[^/]+/g, 'warszawa-1')}`
      expect(apiQueryRule(path), route.path).not.toBeNull()
    }
  })

  it('keeps no parameter of an endpoint that reads none: facility, units, rich content, cities', () => {
    for (const path of [
      '/api/marketplace/facilities/lockerbox-warszawa',
      '/api/marketplace/facilities/12',
      '/api/marketplace/facilities/lockerbox-warszawa/units',
      '/api/marketplace/facilities/lockerbox-warszawa/rich-content',
      '/api/marketplace/facilities/lockerbox-warszawa/reviews',
      '/api/marketplace/cities',
      '/api/marketplace/cities/warszawa',
    ])
      expect(keyOf(path, 'x=1&q=junk&utm_source=a'), path).toBe('')
  })

  it('reads the list by its schema, refuses a value outside it, and caches no path it does not know', () => {
    expect(keyOf('/api/marketplace/facilities', 'q=Gda%C5%84sk&junk=1')).toBe('q=Gda%C5%84sk')
    expect(keyOf('/api/marketplace/facilities', 'limit=abc')).toBeNull()
    expect(keyOf('/api/marketplace/places', 'q=krak&x=1')).toBe('q=krak')
    expect(apiQueryRule('/api/marketplace/unknown')).toBeNull()
    expect(apiQueryRule('/api/marketplace/facilities/a/b/c')).toBeNull()
  })
})
