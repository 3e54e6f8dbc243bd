import { Hono } from 'hono'
import { absoluteUrl, brand } from '@kernel/brand'
import type { SitemapPagesResponse, SitemapSlugsResponse } from '@api/contract/sitemap'
import { SITEMAP_MAX_URLS } from '@api/contract/sitemap'
import { articles } from '@content/blog'
import { LANGS } from '@kernel/lang'
import { DEFAULT_API_KEY_HEADER } from '@kernel/names'
import { PAGES, PRIVATE_PAGES, type PageId, localizedPath } from '~/i18n/route-table'
import type { CityListResponse } from '@api/contract/cities'
import { errorFields, log } from '@server/log.server'
import { serveCachedDoc, textStream } from '../cache/doc-cache'
import { cacheKv } from '../cache/kv'
import { marketplaceGeneration } from '../cache/market-cache'
import { dateOnly, type Entry, sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlElements } from '../lib/sitemap-xml'
import { callWithRetry } from '../lib/upstream'
import type { EdgeEnv } from '../types'

/**
 * /sitemap.xml is a sitemap index (sitemaps.org); each child is one or more files under /sitemaps/. A child says
 * which files it has (with their lastmod) and yields its entries for one file in batches.
 */
type SitemapFile = { lastmod?: string }
type SitemapChild = {
  name: string
  /** Numbered files (`facilities-1.xml`, …) instead of one `name.xml`. */
  paged: boolean
  files: (env: Env) => Promise<SitemapFile[]>
  entries: (env: Env, file: number) => AsyncIterable<Entry[]>
}

const XML = 'application/xml; charset=utf-8'
const CACHE_CONTROL = 'public, max-age=3600'
/** Each language version is its own <url>, so a file of N pages holds N × languages URLs. */
const PAGES_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LANGS.length)
const BATCH = 500

const newest = (dates: (string | undefined)[]) => dates.filter(Boolean).sort().at(-1)

/** A child whose entries are known without I/O (route table, bundled content). */
function listChild(name: string, list: () => Entry[]): SitemapChild {
  return {
    name,
    paged: false,
    files: async () => [{ lastmod: newest(list().map((e) => e.lastmod)) }],
    entries: async function* () {
      yield list()
    },
  }
}

type ApiRows<T> = { path: string; parse: (body: unknown) => T }
async function fromApi<T>(env: Env, { path, parse }: ApiRows<T>): Promise<T> {
  const request = () =>
    new Request(`https://internal.invalid${path}`, {
      headers: { [env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER]: env.API_KEY, accept: 'application/json' },
    })
  const response = await callWithRetry(env, request)
  if (!response.ok) throw new Error(`sitemap source ${path} answered ${response.status}`)
  return parse(await response.json())
}

// Where each file starts, remembered per marketplace generation: the index and every file ask for it.
const fileLists = new Map<string, Promise<SitemapPagesResponse['pages']>>()

/**
 * Detail pages of rows an API source lists by keyset (`?after=<id>&limit=`, plus `/pages?size=` for where each
 * file starts): files of at most 5,000 URLs, each read as a few small indexed queries and streamed out.
 */
function keysetChild(name: string, page: PageId, source: string): SitemapChild {
  const fileList = async (env: Env) => {
    // Without KV (an outage) there is no generation to key on: ask the API every time rather than fail.
    const key = `${name}:${await marketplaceGeneration(cacheKv(env)).catch(() => `none-${Math.random()}`)}`
    let list = fileLists.get(key)
    if (!list) {
      if (fileLists.size > 32) fileLists.clear()
      list = fromApi(env, {
        path: `${source}/pages?size=${PAGES_PER_FILE}`,
        parse: (body) => (body as SitemapPagesResponse).pages,
      })
      fileLists.set(key, list)
      list.catch(() => fileLists.delete(key))
    }
    return list
  }
  return {
    name,
    paged: true,
    files: async (env) => (await fileList(env)).map((f) => ({ lastmod: dateOnly(f.lastmod) })),
    entries: async function* (env, file) {
      const range = (await fileList(env))[file]
      if (!range) return
      let after = range.after
      for (let left = range.count; left > 0; ) {
        const { items } = await fromApi(env, {
          path: `${source}?after=${after}&limit=${Math.min(BATCH, left)}`,
          parse: (body) => body as SitemapSlugsResponse,
        })
        if (!items.length) return
        yield items.map((row) => ({
          urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(localizedPath(page, lang, row.slug))])),
          lastmod: dateOnly(row.updatedAt),
        }))
        after = items.at(-1)!.id
        left -= items.length
      }
    },
  }
}

/** Slug pages have their own children; the newsletter's link pages, the password reset and review forms are noindex. */
const NOT_STATIC: readonly PageId[] = [
  'facility',
  'city',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'signinReset',
  'review',
  ...PRIVATE_PAGES,
]
const STATIC_PAGES = (Object.keys(PAGES) as PageId[]).filter((page) => !NOT_STATIC.includes(page))
const listed = articles.filter((a) => !a.noindex)
const newestPost = dateOnly(newest(listed.map((a) => a.updatedAt ?? a.date)))

const staticPages = () =>
  STATIC_PAGES.map((page) => ({
    urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(localizedPath(page, lang))])),
    ...(page === 'blog' && newestPost ? { lastmod: newestPost } : {}),
  }))

const blogPosts = () =>
  listed.map((a) => ({
    urls: Object.fromEntries(
      LANGS.filter((lang) => a.slugs[lang]).map((lang) => [
        lang,
        absoluteUrl(localizedPath('blog', lang, a.slugs[lang])),
      ]),
    ),
    lastmod: dateOnly(a.updatedAt ?? a.date),
  }))

/**
 * City pages (one per city with an active facility): a few hundred at most, so one file. Their numbers are computed
 * from the facilities, so the file changes when the newest facility file does.
 */
function citiesChild(facilities: SitemapChild): SitemapChild {
  const entries = async (env: Env): Promise<Entry[]> => {
    const { items } = await fromApi(env, { path: '/api/marketplace/cities', parse: (body) => body as CityListResponse })
    return items.map((city) => ({
      urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(localizedPath('city', lang, city.slug))])),
    }))
  }
  return {
    name: 'cities',
    paged: false,
    files: async (env) => [{ lastmod: newest((await facilities.files(env)).map((f) => f.lastmod)) }],
    entries: async function* (env) {
      yield await entries(env)
    },
  }
}

const FACILITIES = keysetChild('facilities', 'facility', '/api/marketplace/sitemap/facilities')

/** Every child of the index. A new kind of page is one more line here. */
export const SITEMAP_CHILDREN: SitemapChild[] = [
  listChild('pages', staticPages),
  listChild('blog', blogPosts),
  FACILITIES,
  citiesChild(FACILITIES),
]

const fileName = (child: SitemapChild, index: number) =>
  child.paged ? `${child.name}-${index + 1}.xml` : `${child.name}.xml`

async function indexXml(env: Env): Promise<string> {
  const files = await Promise.all(
    SITEMAP_CHILDREN.map(async (child) =>
      (await child.files(env)).map((f, i) => ({
        loc: `${brand.origin}/sitemaps/${fileName(child, i)}`,
        lastmod: f.lastmod,
      })),
    ),
  )
  return sitemapIndexXml(files.flat())
}

async function* urlset(entries: AsyncIterable<Entry[]>): AsyncGenerator<string> {
  yield URLSET_OPEN
  for await (const batch of entries) yield batch.map(urlElements).join('')
  yield URLSET_CLOSE
}

/** `facilities-2.xml` → the child and its file index, or null when there is no such file. */
async function findFile(env: Env, file: string): Promise<{ child: SitemapChild; index: number } | null> {
  const match = /^([a-z][a-z-]*?)(?:-(\d{1,6}))?\.xml$/.exec(file)
  if (!match) return null
  const child = SITEMAP_CHILDREN.find((c) => c.name === match[1] && c.paged === (match[2] !== undefined))
  if (!child) return null
  const index = child.paged ? Number(match[2]) - 1 : 0
  const files = await child.files(env)
  return index >= 0 && index < files.length ? { child, index } : null
}

function unavailable(error: unknown) {
  // Crawlers retry a 503 later; a sitemap missing its facilities would look like they were all removed.
  log('error', 'sitemap_unavailable', errorFields(error))
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: { 'retry-after': '60', 'cache-control': 'no-store' },
  })
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${brand.origin}/sitemap.xml`,
    '',
  ].join('\n')
}

export const sitemap = new Hono<EdgeEnv>()
  .get('/sitemap.xml', async (c) => {
    try {
      return await serveCachedDoc(cacheKv(c.env), c.req.raw, '/sitemap.xml', CACHE_CONTROL, async () => ({
        contentType: XML,
        body: textStream(await indexXml(c.env)),
      }))
    } catch (error) {
      return unavailable(error)
    }
  })
  .get('/sitemaps/:file', async (c) => {
    try {
      const found = await findFile(c.env, c.req.param('file'))
      if (!found) return c.notFound()
      const build = async () => ({
        contentType: XML,
        body: textStream(urlset(found.child.entries(c.env, found.index))),
      })
      return await serveCachedDoc(cacheKv(c.env), c.req.raw, `/sitemaps/${c.req.param('file')}`, CACHE_CONTROL, build)
    } catch (error) {
      return unavailable(error)
    }
  })
  .get('/robots.txt', (c) => c.text(robotsTxt(), 200, { 'cache-control': 'public, max-age=86400' }))
