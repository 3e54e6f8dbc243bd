import { waitUntil } from 'cloudflare:workers'
import { Hono } from 'hono'
import { errorFields, log } from '@server/log.server'
import type { EdgeEnv } from '../types'

/** Variant names the upload writes (api/photos/pipeline.ts): anything else is not ours to look up. */
const VARIANT = /^f\d+\/[a-z0-9-]+-(320|640|1280)\.(webp|jpg)$/
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const
const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * How long this location's Cache API keeps a variant. Browsers keep it a year (IMMUTABLE); the edge copy is kept
 * shorter because a Cache API entry can only be deleted in the location that holds it: a photo the superadmin hides
 * (or its operator deletes) stops being served everywhere within a day, whoever still has its address.
 */
const EDGE_TTL_S = 24 * 60 * 60
/** HIT or MISS: whether this answer came from the location's cache or from R2. */
const MEDIA_CACHE_HEADER = 'x-media-cache'

const edgeCache = () => (caches as unknown as { default: Cache }).default

/** The stored entry, or null; a failing cache is a miss, never an error page. */
async function fromEdge(key: Request): Promise<Response | null> {
  try {
    return (await edgeCache().match(key)) ?? null
  } catch (error) {
    log('error', 'media_cache_error', errorFields(error))
    return null
  }
}

/** From R2 (null when the variant does not exist), and a copy into the location's cache behind the answer. */
async function fromR2(c: { env: EdgeEnv['Bindings'] }, path: string, key: Request, type: string) {
  const object = await c.env.MEDIA.get(`media/${path}`)
  if (!object) return null
  const init = {
    headers: {
      'Content-Type': type,
      'Cache-Control': `public, max-age=${EDGE_TTL_S}`,
      'Content-Length': String(object.size),
      ETag: object.httpEtag,
    },
  }
  const [forCache, forVisitor] = object.body.tee()
  waitUntil(
    edgeCache()
      .put(key, new Response(forCache, init))
      .catch((error: unknown) => log('error', 'media_cache_error', errorFields(error))),
  )
  return new Response(forVisitor, init)
}

/**
 * /media/*: operators' photos. A variant's name never changes its bytes (a new upload gets a new key), so browsers
 * keep it for a year; nosniff makes the declared type the only one a browser uses. A repeat request in a location
 * is answered from its Cache API, not R2 (issue 32). The key is the path alone: a query string cannot force a read;
 * HEAD and conditional requests use the same entry.
 */
export const media = new Hono<EdgeEnv>().on(['GET', 'HEAD'], '/media/*', async (c) => {
  const path = c.req.path.slice('/media/'.length)
  const match = VARIANT.exec(path)
  if (!match) return c.notFound()
  const key = new Request(new URL(c.req.path, c.req.url).toString())
  const cached = await fromEdge(key)
  const stored = cached ?? (await fromR2(c, path, key, TYPES[match[2] as keyof typeof TYPES]))
  if (!stored) return c.notFound()
  const headers = new Headers(stored.headers)
  headers.set('Cache-Control', IMMUTABLE)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set(MEDIA_CACHE_HEADER, cached ? 'HIT' : 'MISS')
  const notModified = c.req.header('if-none-match') === headers.get('etag')
  if (notModified || c.req.method === 'HEAD') {
    await stored.body?.cancel()
    return new Response(null, { status: notModified ? 304 : 200, headers })
  }
  return new Response(stored.body, { headers })
})
