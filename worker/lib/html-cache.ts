import { waitUntil } from 'cloudflare:workers'
import { marketplaceGeneration } from './market-cache'

/**
 * Edge cache for anonymous public HTML (ADR 0008). Fresh for 60 s, then served stale for up to 10 min while one
 * re-render runs. Keys carry the same generation number the marketplace KV cache uses, so an admin write that
 * purges facility data also retires every cached page, and so does every new build (its HTML names other asset
 * files). Cached HTML is re-nonced on the way out.
 */
export const HTML_FRESH_MS = 60_000
const HTML_TTL_S = 600
const STORED_AT = 'x-stored-at'
const SESSION_COOKIE = /(^|;\s*)(__Host-)?skrytka_session=/

export function isCacheable(request: Request): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_serverFn')) return false
  return !SESSION_COOKIE.test(request.headers.get('cookie') ?? '')
}

export function canStore(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html') && !response.headers.has('set-cookie')
}

async function keyFor(kv: KVNamespace, request: Request): Promise<Request> {
  const url = new URL(request.url)
  const generation = await marketplaceGeneration(kv)
  return new Request(`https://html-cache.internal/${__BUILD_ID__}/${generation}${url.pathname}${url.search}`)
}

/** Swap the nonce a cached page was rendered with for this response's nonce. */
export function renonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(el) {
        el.setAttribute('nonce', nonce)
      },
    })
    .transform(response)
}

type Render = () => Promise<Response>

/** Workers' default cache (the DOM lib's CacheStorage type does not know `default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default

export async function serveCachedHtml(kv: KVNamespace, request: Request, nonce: string, render: Render): Promise<Response> {
  const cache = edgeCache()
  let key: Request | null = null
  try {
    key = await keyFor(kv, request)
    const hit = await cache.match(key)
    if (hit) {
      const age = Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)
      if (age >= HTML_FRESH_MS) waitUntil(refresh(cache, key, render))
      return label(renonce(hit, nonce), age < HTML_FRESH_MS ? 'HIT' : 'STALE')
    }
  } catch (error) {
    console.error(JSON.stringify({ event: 'html_cache_error', message: String(error) }))
    key = null
  }
  const response = await render()
  if (!key || !canStore(response) || !response.body) return label(response, 'BYPASS')
  const [forClient, forCache] = response.body.tee()
  waitUntil(store(cache, key, new Response(forCache, response)).catch(() => undefined))
  return label(new Response(forClient, response), 'MISS')
}

async function refresh(cache: Cache, key: Request, render: Render) {
  const fresh = await render()
  if (canStore(fresh)) await store(cache, key, fresh)
}

async function store(cache: Cache, key: Request, response: Response) {
  const copy = new Response(response.body, response)
  copy.headers.set('Cache-Control', `public, max-age=${HTML_TTL_S}`)
  copy.headers.set(STORED_AT, String(Date.now()))
  copy.headers.delete('Content-Security-Policy')
  await cache.put(key, copy)
}

function label(response: Response, state: string): Response {
  const out = new Response(response.body, response)
  out.headers.set('x-html-cache', state)
  out.headers.delete(STORED_AT)
  // Browsers and shared caches revalidate with us; the edge copy is ours to purge.
  out.headers.set('Cache-Control', 'public, max-age=0, must-revalidate')
  return out
}
