import { describe, expect, it } from 'vitest'
import { drainUnreadBody } from './drain-unread-body'

const post = () => new Request('http://localhost/api/x', { method: 'POST', body: 'x'.repeat(100_000) })

describe('drainUnreadBody', () => {
  it('reads a body the answer left unread', async () => {
    const request = post()
    await drainUnreadBody(request, new Response(null, { status: 403 }))
    expect(request.bodyUsed).toBe(true)
  })

  it('leaves a body over its cap unread, and a read body alone', async () => {
    const capped = post()
    await drainUnreadBody(capped, new Response(null, { status: 413 }))
    expect(capped.bodyUsed).toBe(false)
    const read = post()
    await read.text()
    await expect(drainUnreadBody(read, new Response('ok'))).resolves.toBeUndefined()
  })

  it('leaves a large declared body unread whatever the answer (issue 41: an anonymous upload)', async () => {
    const large = new Request('http://localhost/api/panel/facilities/1/photos', {
      method: 'POST',
      body: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'content-length': String(2 * 1024 * 1024) },
    })
    await drainUnreadBody(large, new Response(null, { status: 401 }))
    expect(large.bodyUsed).toBe(false)
  })
})
