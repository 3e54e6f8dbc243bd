import { apiQueryRule } from './api-query-rules'
import { benchBustParams } from '@bench/hooks/cache-bust'
import { canonicalQuery } from '~/lib/canonical-query'
import { boundedKey } from './canonical-query'
import { HotPages } from './hot-pages'
import { apiScope, type CacheScope } from './cache-scope'
import { bodyEtag, marketHeaders, matchesIfNoneMatch } from './market-headers'

/**
 * KV cache for GET /api/marketplace/*: fresh for 60 s, then served stale for up to 10 min while one refresh runs.
 * Purging bumps a generation number that is part of every key, because KV cannot delete by prefix.
 */
export const FRESH_MS = 60_000
export const KV_TTL_S = 600
const GENERATION_KEY = 'mk:generation'

/** `etag` is absent in entries written before it existed (computed on read then). */
export type CachedEntry = { status: number; body: string; contentType: string; storedAt: number; etag?: string }

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

/**
 * Scoped generations (ADR 0043): one per facility and one for everything that lists facilities, bumped by an
 * operator's save of that facility. Remembered like the global one; bounded, as a crawler can ask for many slugs.
 */
const scoped = new WeakMap<KVNamespace, Map<string, Generation>>()
const MAX_SCOPES = 5000
const scopeKey = (scope: string) => `mk:gen:${scope}`

function scopeMemo(kv: KVNamespace): Map<string, Generation> {
  const memo = scoped.get(kv) ?? new Map<string, Generation>()
  scoped.set(kv, memo)
  return memo
}

async function currentScope(kv: KVNamespace, scope: string): Promise<Generation> {
  const memo = scopeMemo(kv)
  const known = memo.get(scope)
  if (known && Date.now() - known.at < GENERATION_MEMO_MS) return known
  const { value, metadata } = await kv.getWithMetadata<{ bookmark?: string }>(scopeKey(scope))
  const fresh = { value: value ?? '0', bookmark: metadata?.bookmark ?? null, at: Date.now() }
  if (memo.size >= MAX_SCOPES) memo.clear()
  memo.set(scope, fresh)
  return fresh
}

/** The generation this isolate read less than a second ago, if any: what a synchronous cache hit may use. */
export function rememberedGeneration(kv: KVNamespace, scope: CacheScope = null): string | undefined {
  const memo = remembered.get(kv)
  if (!memo || Date.now() - memo.at >= GENERATION_MEMO_MS) return undefined
  if (!scope) return memo.value
  const own = scopeMemo(kv).get(scope)
  return own && Date.now() - own.at < GENERATION_MEMO_MS ? `${memo.value}.${own.value}` : undefined
}

/** The generation part of a cache key: the global one, and the scope's own when the answer has one. */
export async function marketplaceGeneration(kv: KVNamespace, scope: CacheScope = null): Promise<string> {
  const global = (await currentGeneration(kv)).value
  return scope ? `${global}.${(await currentScope(kv, scope)).value}` : global
}

/**
 * The D1 bookmark of the latest write that retired cached answers (a global purge, or a facility save, which always
 * retires `lists`). Whatever fills a cache reads at least that fresh: a replica that has not seen the write yet
 * cannot put old data under the new key. D1 bookmarks compare in order as strings.
 */
export async function marketplaceBookmark(kv: KVNamespace): Promise<string | null> {
  const [global, lists] = await Promise.all([currentGeneration(kv), currentScope(kv, 'lists')])
  if (!global.bookmark || !lists.bookmark) return global.bookmark ?? lists.bookmark
  return global.bookmark > lists.bookmark ? global.bookmark : lists.bookmark
}

/** KV's limit is 512 bytes; the rest is headroom. */
const MAX_KEY_BYTES = 480

/**
 * The entry's key, or null when the answer is not to be cached: a path that is no cached endpoint, or a query value
 * outside the endpoint's schema.
 */
export async function cacheKey(kv: KVNamespace, url: URL, lang: string): Promise<string | null> {
  const rule = apiQueryRule(url.pathname)
  if (!rule) return null
  const generation = await marketplaceGeneration(kv, apiScope(url.pathname))
  const query = canonicalQuery(url.searchParams, { ...rule, raw: [...(rule.raw ?? []), ...benchBustParams()] })
  if (query === null) return null
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

export async function toEntry(response: Response, body: string): Promise<CachedEntry> {
  return {
    status: response.status,
    body,
    contentType: response.headers.get('content-type') ?? 'application/json',
    storedAt: Date.now(),
    etag: await bodyEtag(body),
  }
}

export async function storeEntry(kv: KVNamespace, key: string, entry: CachedEntry): Promise<void> {
  await kv.put(key, JSON.stringify(entry), { expirationTtl: KV_TTL_S })
  inMemory.set(key, entry)
}

export async function writeEntry(kv: KVNamespace, key: string, response: Response): Promise<void> {
  await storeEntry(kv, key, await toEntry(response, await response.clone().text()))
}

export async function purgeMarketplace(kv: KVNamespace, bookmark: string | null = null): Promise<void> {
  const next = String(Number((await kv.get(GENERATION_KEY)) ?? '0') + 1)
  await kv.put(GENERATION_KEY, next, bookmark ? { metadata: { bookmark } } : undefined)
  remembered.set(kv, { value: next, bookmark, at: Date.now() })
}

/**
 * One facility's save (ADR 0043): retires that facility's page and API answers and everything that lists
 * facilities — not the blog, the software pages or other facilities' pages. A facility is reachable by its slug and
 * by its numeric id (`/api/marketplace/facilities/12`): both scopes are retired (issue 30: an answer fetched by id
 * outlived the save).
 */
export async function purgeFacility(
  kv: KVNamespace,
  slug: string,
  bookmark: string | null = null,
  id: number | null = null,
): Promise<void> {
  const memo = scopeMemo(kv)
  const scopes = ['lists', `f:${slug.toLowerCase()}`, ...(id === null ? [] : [`f:${id}`])]
  await Promise.all(
    scopes.map(async (scope) => {
      const next = String(Number((await kv.get(scopeKey(scope))) ?? '0') + 1)
      await kv.put(scopeKey(scope), next, bookmark ? { metadata: { bookmark } } : undefined)
      memo.set(scope, { value: next, bookmark, at: Date.now() })
    }),
  )
}

/** What the API asked for with `x-cache-purge`: `marketplace` (everything) or `facility:<slug>[,<id>]`. */
export async function applyPurge(kv: KVNamespace, request: string, bookmark: string | null): Promise<void> {
  const facility = /^facility:([a-z0-9-]{1,200})(?:,([1-9]\d{0,11}))?$/.exec(request)
  if (facility) await purgeFacility(kv, facility[1]!, bookmark, facility[2] ? Number(facility[2]) : null)
  else await purgeMarketplace(kv, bookmark)
}

/** A stored answer as the browser gets it: revalidated on every use (market-headers.ts), 304 when unchanged. */
export async function entryResponse(
  entry: CachedEntry,
  state: 'HIT' | 'STALE' | 'MISS',
  ifNoneMatch: string | null | undefined,
): Promise<Response> {
  const etag = entry.etag ?? (await bodyEtag(entry.body))
  const headers = marketHeaders(new Headers({ 'content-type': entry.contentType, 'x-cache': state }), etag)
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers })
  return new Response(entry.body, { status: entry.status, headers })
}
