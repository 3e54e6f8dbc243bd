import { waitUntil } from 'cloudflare:workers'
import { errorFields, log } from '@server/log.server'
import { HotPages } from './hot-pages'
import { marketplaceGeneration } from './market-cache'

/**
 * Edge cache for generated documents (sitemaps, feeds): built once per marketplace generation and build, then
 * served from this isolate's memory or the Cache API. An admin write bumps the generation, which retires every
 * copy at once (KV and the Cache API cannot delete by prefix). A miss streams the build to the caller while the
 * same bytes are collected for the cache; callers that arrive during a build wait for it instead of starting
 * another one, so a burst of crawler requests costs one build. Copies are kept gzipped and sent as they are to
 * every client that accepts gzip (crawlers do): a hit costs no compression and a tenth of the memory.
 */
type Doc = { body: Uint8Array<ArrayBuffer>; contentType: string }
export type DocBuild = { contentType: string; body: ReadableStream<Uint8Array> }

// A sitemap file of 5,000 URLs is ~2.6 MB, ~0.2 MB gzipped: room for the files of a site many times this size.
const hot = new HotPages<Doc>(16 * 1024 * 1024)
const building = new Map<string, Promise<Doc | null>>()

const edgeCache = () => (caches as unknown as { default: Cache }).default

export async function docCacheKey(kv: KVNamespace, path: string): Promise<string> {
  return `https://doc-cache.internal/${__BUILD_ID__}/${await marketplaceGeneration(kv)}${path}`
}

export async function serveCachedDoc(
  kv: KVNamespace,
  request: Request,
  path: string,
  cacheControl: string,
  build: () => Promise<DocBuild>,
): Promise<Response> {
  let key: string | null = null
  try {
    key = await docCacheKey(kv, path)
    const doc = hot.get(key) ?? (await building.get(key)) ?? (await fromEdgeCache(key))
    if (doc) return replay(doc, /\bgzip\b/.test(request.headers.get('accept-encoding') ?? ''), cacheControl)
  } catch (error) {
    // A failing cache must not take crawlers' documents down with it: build without caching.
    log('error', 'doc_cache_error', errorFields(error))
    key = null
  }
  const built = await build()
  if (!key) return respond(built.body, built.contentType, cacheControl, 'BYPASS')
  const [forClient, forCache] = built.body.tee()
  const stored = collect(
    forCache.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>),
  ).then(
    (body) => store(key, { body, contentType: built.contentType }),
    // A build that failed mid-stream is never cached; the client saw its stream break.
    () => null,
  )
  building.set(key, stored)
  waitUntil(stored.finally(() => building.delete(key)))
  return respond(forClient, built.contentType, cacheControl, 'MISS')
}

function respond(body: BodyInit, contentType: string, cacheControl: string, state: string): Response {
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'cache-control': cacheControl,
      vary: 'Accept-Encoding',
      'x-doc-cache': state,
    },
  })
}

function replay(doc: Doc, gzip: boolean, cacheControl: string): Response {
  if (!gzip)
    return respond(
      new Response(doc.body).body!.pipeThrough(new DecompressionStream('gzip')),
      doc.contentType,
      cacheControl,
      'HIT',
    )
  const headers = {
    'content-type': doc.contentType,
    'content-encoding': 'gzip',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    'x-doc-cache': 'HIT',
  }
  // `manual`: the bytes already are gzip; the runtime sends them as they are instead of compressing again.
  return new Response(doc.body, { headers, encodeBody: 'manual' })
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

async function fromEdgeCache(key: string): Promise<Doc | null> {
  const hit = await edgeCache().match(key)
  if (!hit) return null
  const doc = {
    body: new Uint8Array(await hit.arrayBuffer()),
    contentType: hit.headers.get('content-type') ?? 'application/xml',
  }
  hot.set(key, doc)
  return doc
}

async function store(key: string, doc: Doc): Promise<Doc> {
  hot.set(key, doc)
  await edgeCache()
    .put(
      key,
      new Response(doc.body, {
        headers: { 'content-type': doc.contentType, 'cache-control': 'public, max-age=86400' },
      }),
    )
    .catch((error) => log('error', 'doc_cache_put_error', errorFields(error)))
  return doc
}

/** A stream of UTF-8 text pulled from an async source one chunk at a time (nothing is built ahead of the reader). */
export function textStream(chunks: AsyncIterable<string> | string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = typeof chunks === 'string' ? [chunks].values() : chunks[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
