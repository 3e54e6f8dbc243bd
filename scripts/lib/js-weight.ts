import { chromium, devices } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { chromiumLaunch } from './chromium.ts'

/** `sizes`: each script's gzip KB, heaviest first (what a missed target is made of). */
export type JsWeight = { files: number; gzipKb: number; urls: string[]; sizes: { file: string; kb: number }[] }

/**
 * Gzip bytes of every script a phone actually fetches on first load, until the network is idle: preloads, the
 * entry, and what the entry imports at run time (the dictionary chunk). Nothing is scrolled, so below-the-fold
 * lazy code (the map) must not appear.
 */
export async function initialJsGzip(baseUrl: string, paths: string[]): Promise<Record<string, JsWeight>> {
  const browser = await chromium.launch(chromiumLaunch)
  const out: Record<string, JsWeight> = {}
  try {
    for (const path of paths) {
      const context = await browser.newContext({ ...devices['Pixel 7'] })
      const page = await context.newPage()
      const scripts = new Map<string, Promise<Buffer>>()
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body())
      })
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      let bytes = 0
      const sizes: JsWeight['sizes'] = []
      for (const [url, body] of scripts) {
        const gzip = gzipSync(await body, { level: 9 }).byteLength
        bytes += gzip
        sizes.push({ file: url.slice(url.lastIndexOf('/') + 1), kb: Math.round((gzip / 1024) * 10) / 10 })
      }
      out[path] = {
        files: scripts.size,
        gzipKb: Math.round((bytes / 1024) * 10) / 10,
        urls: [...scripts.keys()],
        sizes: sizes.sort((a, b) => b.kb - a.kb),
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return out
}

export function fileGzipKb(content: Buffer): number {
  return Math.round((gzipSync(content, { level: 9 }).byteLength / 1024) * 10) / 10
}
