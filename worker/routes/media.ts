import { Hono } from 'hono'
import type { EdgeEnv } from '../types'

/** Variant names the upload writes (api/lib/photo-pipeline.ts): anything else is not ours to look up. */
const VARIANT = /^f\d+\/[a-z0-9-]+-(320|640|1280)\.(webp|jpg)$/
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const

/**
 * /media/*: operators' photos, straight from R2. A variant's name never changes its bytes (a new upload gets a new
 * key), so browsers and the CDN keep it for a year; nosniff makes the declared type the only one a browser uses.
 */
export const media = new Hono<EdgeEnv>().on(['GET', 'HEAD'], '/media/*', async (c) => {
  const path = c.req.path.slice('/media/'.length)
  const match = VARIANT.exec(path)
  if (!match) return c.notFound()
  const object = await c.env.MEDIA.get(`media/${path}`)
  if (!object) return c.notFound()
  const headers = new Headers({
    'Content-Type': TYPES[match[2] as keyof typeof TYPES],
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(object.size),
    ETag: object.httpEtag,
  })
  if (c.req.header('if-none-match') === object.httpEtag) return new Response(null, { status: 304, headers })
  return new Response(c.req.method === 'HEAD' ? null : object.body, { headers })
})
