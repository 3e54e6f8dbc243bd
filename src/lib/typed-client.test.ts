import { hc } from 'hono/client'
import { describe, expect, it } from 'vitest'
import type { ApiApp } from '@api/app'
import { callOptions, searchParams } from './api-client'
import { typedClient } from './typed-client'

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown; signal: unknown }

/** A client of each kind over a fetch that records what it was asked to send. */
function clients() {
  const sent: Sent[] = []
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: String(init.method),
      headers: Object.fromEntries(new Headers(init.headers)),
      body: init.body,
      signal: init.signal,
    })
    return Promise.resolve(new Response('{}'))
  }
  const options = { fetch, headers: { Accept: 'application/json' }, buildSearchParams: searchParams }
  return { sent, hono: hc<ApiApp>('/', options).api, ours: typedClient<ReturnType<typeof hc<ApiApp>>>(options).api }
}

describe('typedClient', () => {
  // Hono's client was the reference (ADR 0021): the same call must send the same request, byte for byte.
  it('sends what Hono’s client sends', async () => {
    const { sent, hono, ours } = clients()
    const signal = new AbortController().signal
    for (const api of [hono, ours]) {
      await api.marketplace.facilities.$get(
        { query: { q: 'Kraków', page: '2', features: ['a', 'b'], radius: '' } as never },
        callOptions({ signal, lang: 'en' }),
      )
      await api.marketplace.facilities[':idOrSlug'].units.$get({ param: { idOrSlug: encodeURIComponent('ą b') } })
      await api.tenant.alerts[':id'].$patch({ param: { id: '7' }, json: { frequency: 'weekly' } as never })
      await api.superadmin.verification[':id'].decision.$post({ param: { id: '3' }, json: {} as never })
    }
    expect(sent).toHaveLength(8)
    expect(sent.slice(4)).toEqual(sent.slice(0, 4))
    expect(sent[0]).toMatchObject({
      url: '/api/marketplace/facilities?q=Krak%C3%B3w&page=2&features=a&features=b',
      method: 'GET',
      headers: { accept: 'application/json', 'accept-language': 'en' },
      body: undefined,
      signal,
    })
    expect(sent[2]).toMatchObject({
      url: '/api/tenant/alerts/7',
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"frequency":"weekly"}',
    })
  })

  it('is not a promise, so a client path can be passed around and awaited safely', () => {
    const { ours } = clients()
    expect((ours.marketplace as unknown as { then?: unknown }).then).toBeUndefined()
  })
})
