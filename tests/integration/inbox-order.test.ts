import { beforeAll, describe, expect, it } from 'vitest'
import type { PanelInquiry, TenantInquiry } from '@api/contract/panel'
import { SEED, apiFetch, sessionFor } from './api-helpers'
import { d1 } from './d1'

/** Issue 29 item 9: the operator's inbox and the tenant's "Moje zapytania" list newest first, with what was asked. */
const FACILITY = 'lockerbox-warszawa'
const tag = `order-${Date.now().toString(36)}`
const sent: number[] = []

async function send(message: string) {
  const response = await apiFetch(`/api/forms/facilities/${FACILITY}/inquiries`, {
    method: 'POST',
    headers: { 'cf-connecting-ip': `10.29.${sent.length}.${Math.floor(Math.random() * 200)}` },
    body: { name: 'Najemca', email: SEED.tenant.email, phone: '600 700 800', message, website: '' },
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

beforeAll(async () => {
  for (const n of [1, 2, 3]) sent.push(await send(`${tag} nr ${n}`))
  // The first one written is the newest one sent (an import, a retried delivery): ids do not tell the time.
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
  d1('UPDATE inquiries SET created_at = ? WHERE id = ?', ago(1), sent[1]!)
  d1('UPDATE inquiries SET created_at = ? WHERE id = ?', ago(2), sent[2]!)
})

describe('newest first, by when it was sent', () => {
  it('in the operator inbox', async () => {
    const cookie = await sessionFor(SEED.client.email)
    const response = await apiFetch('/api/panel/inquiries?limit=100', { cookie })
    expect(response.status).toBe(200)
    const items = ((await response.json()) as { items: PanelInquiry[] }).items
    expect(items.map((i) => i.id).filter((id) => sent.includes(id))).toEqual(sent)
    const times = items.map((i) => i.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('in "Moje zapytania", with the facility city and the message', async () => {
    const cookie = await sessionFor(SEED.tenant.email)
    const response = await apiFetch('/api/tenant/inquiries', { cookie })
    const items = ((await response.json()) as { items: TenantInquiry[] }).items
    expect(items.map((i) => i.id).filter((id) => sent.includes(id))).toEqual(sent)
    const times = items.map((i) => i.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(items.find((i) => i.id === sent[1])).toMatchObject({
      facilitySlug: FACILITY,
      facilityCity: 'Warszawa',
      message: `${tag} nr 2`,
    })
  })
})
