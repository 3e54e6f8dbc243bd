import { FacilityListQuery, PlaceSuggestQuery } from '@api/contract/marketplace'
import { SitemapPagesQuery, SitemapSlugsQuery } from '@api/contract/sitemap'
import { benchBustParams } from './bench-bust'
import { boundedKey, canonicalQuery, type QueryRule } from './canonical-query'
import { HotPages } from './hot-pages'

/**
 * KV cache for GET /api/marketplace/*: fresh for 60 s, then served stale for up to 10 min while one refresh runs.
 * Purging bumps a generation number that is part of every key, because KV cannot delete by prefix.
 */
export const FRESH_MS = 60_000
export const KV_TTL_S = 600
const GENERATION_KEY = 'mk:generation'

export type CachedEntry = { status: number; body: string; contentType: string; storedAt: number }

/**
 * The generation is read on every cached page and API hit, so an isolate remembers it for a second. A purge
 * made through this isolate updates the memory at once; other isolates see it within that second (KV itself
 * takes longer to reach other locations). The D1 bookmark of the write that purged travels with it (ADR 0020).
 */
const GENERATION_MEMO_MS = 1000
type Generation = { value: string; bookmark: string | null; at: number }
const remembered = new WeakMap<KVNamespace, Generation>()

async function currentGeneration(kv: KVNamespace): Promise<Generation> {
  const memo = remembered.get(kv)
  if (memo && Date.now() - memo.at < GENERATION_MEMO_MS) return memo
  const { value, metadata } = await kv.getWithMetadata<{ bookmark?: string }>(GENERATION_KEY)
  const fresh = { value: value ?? '0', bookmark: metadata?.bookmark ?? null, at: Date.now() }
  remembered.set(kv, fresh)
  return fresh
}

/** The generation this isolate read less than a second ago, if any: what a synchronous cache hit may use. */
export function rememberedGeneration(kv: KVNamespace): string | undefined {
  const memo = remembered.get(kv)
  return memo && Date.now() - memo.at < GENERATION_MEMO_MS ? memo.value : undefined
}

export async function marketplaceGeneration(kv: KVNamespace): Promise<string> {
  return (await currentGeneration(kv)).value
}

/**
 * The D1 bookmark of the write behind the current generation. Whatever fills a cache keyed by this generation
 * reads at least that fresh: a replica that has not seen the write yet cannot put old data under the new key.
 */
export async function marketplaceBookmark(kv: KVNamespace): Promise<string | null> {
  return (await currentGeneration(kv)).bookmark
}

/**
 * The query each cached endpoint reads (its schema). An endpoint missing here keeps its whole query, sorted, in the
 * key: a shared answer for different questions would be worse than a few more cache entries.
 */
const QUERY_RULES: Record<string, QueryRule> = {
  '/api/marketplace/facilities': { entries: FacilityListQuery.entries },
  '/api/marketplace/places': { entries: PlaceSuggestQuery.entries },
  '/api/marketplace/sitemap/facilities': { entries: SitemapSlugsQuery.entries },
  '/api/marketplace/sitemap/facilities/pages': { entries: SitemapPagesQuery.entries },
}
/** KV's limit is 512 bytes; the rest is headroom. */
const MAX_KEY_BYTES = 480

export async function cacheKey(kv: KVNamespace, url: URL, lang: string): Promise<string> {
  const generation = await marketplaceGeneration(kv)
  const rule = Object.hasOwn(QUERY_RULES, url.pathname)
    ? QUERY_RULES[url.pathname]!
    : { raw: [...new Set(url.searchParams.keys())] }
  const query = canonicalQuery(url.searchParams, { ...rule, raw: [...(rule.raw ?? []), ...benchBustParams()] })
  return boundedKey(`mk:${generation}:${lang}:`, `${url.pathname}?${query}`, MAX_KEY_BYTES)
}

/**
 * Entries this isolate has read or written, in front of KV (ADR 0030): a page render asks for the same few lists
 * on every request. Keys carry the generation, so a purge retires these exactly as it retires KV's; only fresh
 * entries are answered from here: a stale one is read from KV again (another isolate may have refreshed it).
 */
const inMemory = new HotPages<CachedEntry>(8 * 1024 * 1024)

export async function readEntry(kv: KVNamespace, key: string): Promise<CachedEntry | null> {
  const remembered = inMemory.get(key)
  if (remembered && Date.now() - remembered.storedAt < FRESH_MS) return remembered
  const entry = await kv.get<CachedEntry>(key, 'json')
  if (entry) inMemory.set(key, entry)
  else inMemory.delete(key)
  return entry
}

export async function writeEntry(kv: KVNamespace, key: string, response: Response): Promise<void> {
  const entry: CachedEntry = {
    status: response.status,
    body: await response.clone().text(),
    contentType: response.headers.get('content-type') ?? 'application/json',
    storedAt: Date.now(),
  }
  await kv.put(key, JSON.stringify(entry), { expirationTtl: KV_TTL_S })
  inMemory.set(key, entry)
}

export async function purgeMarketplace(kv: KVNamespace, bookmark: string | null = null): Promise<void> {
  const next = String(Number((await kv.get(GENERATION_KEY)) ?? '0') + 1)
  await kv.put(GENERATION_KEY, next, bookmark ? { metadata: { bookmark } } : undefined)
  remembered.set(kv, { value: next, bookmark, at: Date.now() })
}

export function entryResponse(entry: CachedEntry, state: 'HIT' | 'STALE'): Response {
  return new Response(entry.body, {
    status: entry.status,
    headers: { 'content-type': entry.contentType, 'x-cache': state, 'cache-control': 'public, max-age=30' },
  })
}
