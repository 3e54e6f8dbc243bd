import * as v from 'valibot'

/** A sitemap file holds at most this many <url> elements (sitemaps.org). */
export const SITEMAP_MAX_URLS = 5000
/** Facilities per keyset batch: one small indexed query each, streamed out as it arrives. */
export const SITEMAP_BATCH_MAX = 1000

const id = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))

/** GET /api/marketplace/sitemap/facilities: active facilities after an id, in id order (keyset, never OFFSET). */
export const SitemapSlugsQuery = v.object({
  after: v.optional(id, '0'),
  limit: v.optional(v.pipe(id, v.minValue(1), v.maxValue(SITEMAP_BATCH_MAX)), String(SITEMAP_BATCH_MAX)),
})
/** GET /api/marketplace/sitemap/facilities/pages: where each sitemap file of `size` facilities starts. */
export const SitemapPagesQuery = v.object({ size: v.pipe(id, v.minValue(1), v.maxValue(SITEMAP_MAX_URLS)) })

export type SitemapSlug = { id: number; slug: string; updatedAt: string }
export type SitemapSlugsResponse = { items: SitemapSlug[] }
/** `after`: the keyset start of the file (its facilities have id > after); `lastmod`: its newest updated_at. */
export type SitemapPage = { after: number; count: number; lastmod: string }
export type SitemapPagesResponse = { pages: SitemapPage[] }
