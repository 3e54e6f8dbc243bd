import { gzipSync } from 'node:zlib'

/** Gzip bytes of the JavaScript a page loads up front: its module scripts and modulepreloads. */
export async function initialJsGzip(baseUrl: string, path: string): Promise<{ files: number; gzipKb: number }> {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0 Safari/537.36' } })).text()
  const urls = new Set<string>()
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) urls.add(match[1]!)
  let bytes = 0
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer()), { level: 9 }).byteLength
  return { files: urls.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 }
}

export function fileGzipKb(content: Buffer): number {
  return Math.round((gzipSync(content, { level: 9 }).byteLength / 1024) * 10) / 10
}
