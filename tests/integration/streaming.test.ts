import { describe, expect, it } from 'vitest'
import { get } from './http'

describe('streaming SSR', () => {
  it('sends /pl chunked to a browser, head first', async () => {
    // A fresh URL is a fresh render; an edge-cache hit is a finished page and goes out in one piece.
    const response = await get(`/pl?streaming-test=${Date.now()}`, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-html-cache')).toBe('MISS')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('content-type')).toContain('text/html')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let chunks = 0
    let html = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks += 1
      html += decoder.decode(value, { stream: true })
    }
    expect(chunks).toBeGreaterThan(1)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    // The featured cards are not awaited by the loader: they arrive in the same, streamed response.
    expect(html).toContain('data-testid="facility-card"')
  })
})
