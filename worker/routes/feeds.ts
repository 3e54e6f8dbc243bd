import { Hono } from 'hono'
import { isLang } from '@kernel/lang'
import { atom, rss } from '../lib/feed-xml'
import { serveCachedDoc, textStream } from '../cache/doc-cache'
import { cacheKv } from '../cache/kv'
import type { EdgeEnv } from '../types'

const CACHE = 'public, max-age=900, s-maxage=3600'

/** Built once per build and marketplace generation, like the sitemaps: a feed reader poll is a cache hit. */
export const feeds = new Hono<EdgeEnv>().get('/feeds/:file{blog\\.[a-z]{2}(?:\\.atom)?\\.xml}', (c) => {
  const file = c.req.param('file')
  const [, lang, kind] = /^blog\.([a-z]{2})(\.atom)?\.xml$/.exec(file) ?? []
  if (!isLang(lang)) return c.notFound()
  const build = async () =>
    kind
      ? { contentType: 'application/atom+xml; charset=utf-8', body: textStream(atom(lang)) }
      : { contentType: 'application/rss+xml; charset=utf-8', body: textStream(rss(lang)) }
  return serveCachedDoc(cacheKv(c.env), c.req.raw, `/feeds/${file}`, CACHE, build)
})
