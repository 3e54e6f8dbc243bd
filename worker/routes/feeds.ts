import { Hono } from 'hono'
import { atom, rss } from '../../src/features/blog/feed-xml'
import { isLang } from '../../src/i18n/langs'
import type { EdgeEnv } from '../types'

const CACHE = 'public, max-age=900, s-maxage=3600'

function serve(body: string, type: string) {
  return new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': CACHE } })
}

export const feeds = new Hono<EdgeEnv>().get('/feeds/:file{blog\\.[a-z]{2}(?:\\.atom)?\\.xml}', (c) => {
  const [, lang, kind] = /^blog\.([a-z]{2})(\.atom)?\.xml$/.exec(c.req.param('file')) ?? []
  if (!isLang(lang)) return c.notFound()
  return kind ? serve(atom(lang), 'application/atom+xml') : serve(rss(lang), 'application/rss+xml')
})
