import { describe, expect, it } from 'vitest'
import { get } from './http'
import { retireCaches } from './api-helpers'

async function readChunks(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let chunks = 0
  let html = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { chunks, html }
    chunks += 1
    html += decoder.decode(value, { stream: true })
  }
}

describe('streaming SSR', () => {
  it('sends /pl as a stream to a browser, head first', async () => {
    // A retired cache makes the next request a fresh render (an edge-cache hit is a finished page and goes out in
    // one piece; a made-up query value no longer makes a new cache entry, issue 30). How the
    // socket splits a render depends on timing — when the featured data is a KV hit the whole page can land in
    // one read — so the stream must show up as several reads in at least one of a few renders.
    let mostChunks = 0
    for (let attempt = 0; attempt < 8 && mostChunks < 2; attempt++) {
      await retireCaches()
      const response = await get('/pl', {
        headers: { 'accept-encoding': 'identity' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-html-cache')).toBe('MISS')
      expect(response.headers.get('content-length')).toBeNull()
      expect(response.headers.get('transfer-encoding')).toBe('chunked')
      expect(response.headers.get('content-type')).toContain('text/html')
      const { chunks, html } = await readChunks(response)
      mostChunks = Math.max(mostChunks, chunks)
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
      expect(html.trimEnd().endsWith('</html>')).toBe(true)
      // The featured cards are not awaited by the loader: they arrive in the same, streamed response.
      expect(html).toContain('data-testid="facility-card"')
    }
    expect(mostChunks).toBeGreaterThan(1)
  })
})
