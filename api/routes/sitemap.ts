import { Hono } from 'hono'
import {
  SitemapPagesQuery,
  SitemapSlugsQuery,
  type SitemapPagesResponse,
  type SitemapSlugsResponse,
} from '../contract/sitemap'
import { queryOf } from '../lib/validate'
import type { ApiEnv } from '../types'

/**
 * What the edge sitemaps need and nothing more: slug and updated_at of active facilities. Both queries walk the
 * primary key (rowid range scans), so a sitemap file costs the same at 10,000 facilities as at 16.
 */
export const sitemapSource = new Hono<ApiEnv>()
  .get('/marketplace/sitemap/facilities', queryOf(SitemapSlugsQuery), async (c) => {
    const { after, limit } = c.req.valid('query')
    const rows = await c.var.db
      .prepare(
        'SELECT id, slug, updated_at AS updatedAt FROM facilities WHERE id > ?1 AND active = 1 ORDER BY id LIMIT ?2',
      )
      .bind(after, limit)
      .all<SitemapSlugsResponse['items'][number]>()
    return c.json({ items: rows.results } satisfies SitemapSlugsResponse)
  })
  .get('/marketplace/sitemap/facilities/pages', queryOf(SitemapPagesQuery), async (c) => {
    const { size } = c.req.valid('query')
    // One pass over the active ids: file k starts after the last id of file k-1.
    const rows = await c.var.db
      .prepare(
        `SELECT MIN(id) - 1 AS after, COUNT(*) AS count, MAX(updated_at) AS lastmod
       FROM (SELECT id, updated_at, (ROW_NUMBER() OVER (ORDER BY id) - 1) / CAST(?1 AS INTEGER) AS page FROM facilities WHERE active = 1)
       GROUP BY page ORDER BY page`,
      )
      .bind(size)
      .all<SitemapPagesResponse['pages'][number]>()
    return c.json({ pages: rows.results } satisfies SitemapPagesResponse)
  })
