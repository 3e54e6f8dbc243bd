import { waitUntil } from 'cloudflare:workers'
import { readBookmark, requestBookmark } from '@api/lib/bookmark-token'
import { BOOKMARK_COOKIE } from '@kernel/names'
import { errorFields, log } from '@server/log.server'
import { wasDegraded } from '../lib/degraded'
import { HotPages } from './hot-pages'
import { canonicalQuery } from '~/lib/canonical-query'
import { pageQueryRule } from '~/lib/page-query'
import { benchBustParams } from '@bench/hooks/cache-bust'
import { boundedKey, shortKey } from './canonical-query'
import { pageScope } from './cache-scope'
import { marketplaceGeneration, rememberedGeneration } from './market-cache'
import { isPrivatePage, pageOf } from '../lib/page-of'
import { nonceOffsets, spliceNonce } from './nonce-splice'

/**
 * Edge cache for anonymous public HTML (ADR 0008). Fresh for 60 s, then served stale for up to 10 min while one
 * re-render runs. Keys carry the same generation number the marketplace KV cache uses, so an admin write that
 * purges facility data also retires every cached page, and so does every new build (its HTML names other asset
 * files). Two layers: this isolate's memory, then the Cache API. Each hit gets its own nonce by byte splice.
 */
export const HTML_FRESH_MS = 60_000
const HTML_TTL_S = 600
/**
 * Not-found pages are stored too, briefly (issue 30: never storing them made any unknown path a full render):
 * long enough to absorb a burst, short enough that a page created a moment later is not hidden for long.
 */
const NOT_FOUND_FRESH_MS = 15_000
const NOT_FOUND_TTL_S = 60
const STORABLE_STATUS = new Set([200, 404])
const freshMs = (status: number) => (status === 200 ? HTML_FRESH_MS : NOT_FOUND_FRESH_MS)
const STATUS_AT = 'x-stored-status'
const STORED_AT = 'x-stored-at'
const NONCE_AT = 'x-nonce-offsets'
const NOT_REPLAYED = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'cache-control',
  STORED_AT,
  NONCE_AT,
  STATUS_AT,
])

type Page = { body: Uint8Array; offsets: number[]; headers: [string, string][]; storedAt: number; status: number }

// A few hundred pages of ~60 KB: well inside an isolate's 128 MB.
const hot = new HotPages<Page>(16 * 1024 * 1024)
const refreshing = new Set<string>()

/**
 * Signed-in visitors share the cache too: worker/app.ts renders public pages without cookies, so what they get is
 * exactly what anyone gets (ADR 0024). Per-user pages never enter it. HEAD is answered from the same entry as GET.
 */
export function isCacheable(request: Request, secret: string, url = new URL(request.url)): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_serverFn'))
    return false
  // Public pages render as nobody (ADR 0024), so a session does not matter here; a browser that has just written
  // reads its own write (ADR 0020), not a copy stored before it — but only with a bookmark this server signed
  // (ADR 0042): a look-alike cookie is an anonymous visitor.
  return !isPrivatePage(url.pathname) && requestBookmark(secret, request.headers) === null
}

export function canStore(response: Response): boolean {
  return (
    STORABLE_STATUS.has(response.status) &&
    (response.headers.get('content-type') ?? '').includes('text/html') &&
    !response.headers.has('set-cookie') &&
    !(response.headers.get('cache-control') ?? '').includes('no-store')
  )
}

const MAX_KEY_BYTES = 1024

function keyParts(generation: string, url: URL): [prefix: string, rest: string] {
  // The page's own parameters (src/lib/page-query.ts), the same rule its sign-in link's `next` is built with.
  const rule = pageQueryRule(pageOf(url.pathname))
  const bust = benchBustParams()
  const query = canonicalQuery(url.searchParams, bust.length ? { ...rule, raw: [...(rule.raw ?? []), ...bust] } : rule)
  // Pages read their query with parsers that never refuse a value (they drop it), so null cannot happen here.
  return [`https://html-cache.internal/${__BUILD_ID__}/${generation}`, `${url.pathname}?${query ?? ''}`]
}

export async function htmlCacheKey(kv: KVNamespace, url: URL): Promise<string> {
  return boundedKey(...keyParts(await marketplaceGeneration(kv, pageScope(url.pathname)), url), MAX_KEY_BYTES)
}

/**
 * A fresh page from this isolate's memory, found without awaiting anything (ADR 0030), or null: then the request
 * takes the full path (serveCachedHtml), which also handles stale pages, the Cache API and misses. Only asked for
 * requests `isCacheable` accepts.
 */
export function freshHotPage(kv: KVNamespace, url: URL, nonce: string): Response | null {
  const generation = rememberedGeneration(kv, pageScope(url.pathname))
  if (generation === undefined) return null
  const key = shortKey(...keyParts(generation, url), MAX_KEY_BYTES)
  const page = key === null ? undefined : hot.get(key)
  if (!page || Date.now() - page.storedAt >= freshMs(page.status)) return null
  return replay(page, nonce, 'HIT')
}

const keyFor = (kv: KVNamespace, request: Request) => htmlCacheKey(kv, new URL(request.url))

type Render = () => Promise<Response>

/** Workers' default cache (the DOM lib's CacheStorage type does not know `default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default

export async function serveCachedHtml(
  kv: KVNamespace,
  request: Request,
  nonce: string,
  render: Render,
): Promise<Response> {
  let key: string | null = null
  try {
    key = await keyFor(kv, request)
    const page = hot.get(key) ?? (await fromEdgeCache(key))
    if (page) {
      const age = Date.now() - page.storedAt
      const fresh = age < freshMs(page.status)
      if (!fresh && !refreshing.has(key))
        waitUntil(
          refresh(key, nonce, render).catch((error) => log('error', 'html_cache_refresh_error', errorFields(error))),
        )
      return replay(page, nonce, fresh ? 'HIT' : 'STALE')
    }
  } catch (error) {
    log('error', 'html_cache_error', errorFields(error))
    key = null
  }
  const response = await render()
  if (!key || !canStore(response) || !response.body) return label(response, 'BYPASS')
  const [forClient, forCache] = response.body.tee()
  waitUntil(
    store(key, response, forCache, nonce).catch((error) => log('error', 'html_cache_store_error', errorFields(error))),
  )
  return label(new Response(forClient, response), 'MISS')
}

function replay(page: Page, nonce: string, state: 'HIT' | 'STALE'): Response {
  const headers = new Headers(page.headers)
  setLabel(headers, state)
  return new Response(spliceNonce(page.body, page.offsets, nonce), { status: page.status, headers })
}

async function fromEdgeCache(key: string): Promise<Page | null> {
  const hit = await edgeCache().match(key)
  if (!hit) return null
  const page: Page = {
    body: new Uint8Array(await hit.arrayBuffer()),
    offsets: (hit.headers.get(NONCE_AT) ?? '').split(',').filter(Boolean).map(Number),
    headers: replayable(hit.headers),
    storedAt: Number(hit.headers.get(STORED_AT) ?? 0),
    status: Number(hit.headers.get(STATUS_AT) ?? 200),
  }
  hot.set(key, page)
  return page
}

async function refresh(key: string, nonce: string, render: Render) {
  refreshing.add(key)
  try {
    const fresh = await render()
    if (canStore(fresh) && fresh.body) await store(key, fresh, fresh.body, nonce)
  } finally {
    refreshing.delete(key)
  }
}

async function store(key: string, rendered: Response, body: ReadableStream<Uint8Array>, nonce: string) {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer())
  if (wasDegraded(rendered)) return
  const page: Page = {
    body: bytes,
    offsets: nonceOffsets(bytes, nonce),
    headers: replayable(rendered.headers),
    storedAt: Date.now(),
    status: rendered.status,
  }
  hot.set(key, page)
  const stored = new Headers(page.headers)
  stored.set('Cache-Control', `public, max-age=${page.status === 200 ? HTML_TTL_S : NOT_FOUND_TTL_S}`)
  // The Cache API keeps a 200; the page's own status travels beside it.
  stored.set(STATUS_AT, String(page.status))
  stored.set(STORED_AT, String(page.storedAt))
  stored.set(NONCE_AT, page.offsets.join(','))
  await edgeCache().put(key, new Response(bytes, { headers: stored }))
}

function replayable(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()))
}

function label(response: Response, state: string): Response {
  const out = new Response(response.body, response)
  setLabel(out.headers, state)
  return out
}

function setLabel(headers: Headers, state: string) {
  headers.set('x-html-cache', state)
  // Browsers and shared caches revalidate with us; the edge copy is ours to purge.
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate')
}

/**
 * Drops every cookie but a valid D1 bookmark from a public page's request (ADR 0024): the page renders as nobody,
 * and a browser that has just written still reads its own write (ADR 0020, ADR 0042).
 */
export function keepOnlyBookmarkCookie(headers: Headers, secret: string): void {
  const bookmark = (headers.get('cookie') ?? '').split(/;\s*/).find((part) => {
    const name = part.slice(0, part.indexOf('='))
    return (
      (name === BOOKMARK_COOKIE || name === `__Host-${BOOKMARK_COOKIE}`) &&
      readBookmark(secret, part.slice(name.length + 1))
    )
  })
  if (bookmark) headers.set('cookie', bookmark)
  else headers.delete('cookie')
}
