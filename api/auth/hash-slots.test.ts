import { describe, expect, it, vi } from 'vitest'
import { HASH_LEASE_MS, MAX_CONCURRENT_HASHES, MAX_WAITING, waitingCount, withHashSlot } from './hash-slots'

const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('hash slots', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once; the next caller waits for a slot instead of a refusal`, async () => {
    const { opened, open } = gate()
    const held = Array.from({ length: MAX_CONCURRENT_HASHES }, (_, i) =>
      withHashSlot(() => opened, { source: `net-${i}` }),
    )
    let started = false
    const next = withHashSlot(
      async () => {
        started = true
        return 'next'
      },
      { source: 'net-next' },
    )
    await tick()
    expect(started).toBe(false)
    expect(waitingCount()).toBe(1)
    open()
    expect(await next).toEqual({ value: 'next' })
    await Promise.all(held)
    expect(waitingCount()).toBe(0)
  })

  it('gives one source one slot and one place in line; its other callers are refused at once', async () => {
    const { opened, open } = gate()
    const first = withHashSlot(() => opened, { source: 'flood' })
    const second = withHashSlot(async () => 'second', { source: 'flood' })
    const third = await withHashSlot(async () => 'third', { source: 'flood' })
    expect(third).toBeNull()
    // Another network is not held up by the flood.
    expect(await withHashSlot(async () => 'other', { source: 'victim' })).toEqual({ value: 'other' })
    open()
    await first
    expect(await second).toEqual({ value: 'second' })
  })

  it('gives up after the longest wait, and an aborted caller leaves the line', async () => {
    const { opened, open } = gate()
    const held = Array.from({ length: MAX_CONCURRENT_HASHES }, (_, i) =>
      withHashSlot(() => opened, { source: `h${i}` }),
    )
    expect(await withHashSlot(async () => 'late', { source: 'w1', maxWaitMs: 20 })).toBeNull()
    const controller = new AbortController()
    const aborted = withHashSlot(async () => 'aborted', { source: 'w2', signal: controller.signal })
    await tick()
    controller.abort()
    expect(await aborted).toBeNull()
    expect(waitingCount()).toBe(0)
    open()
    await Promise.all(held)
  })

  it('lets a priority caller (the account’s own network) past a full line, to its front', async () => {
    const { opened, open } = gate()
    const held = Array.from({ length: MAX_CONCURRENT_HASHES }, (_, i) =>
      withHashSlot(() => opened, { source: `p${i}` }),
    )
    const order: string[] = []
    const queued = Array.from({ length: MAX_WAITING }, (_, i) =>
      withHashSlot(async () => order.push(`q${i}`), { source: `q${i}`, maxWaitMs: 5000 }),
    )
    expect(await withHashSlot(async () => 'refused', { source: 'one-too-many' })).toBeNull()
    const owner = withHashSlot(async () => order.push('owner'), { source: 'owner', priority: true })
    open()
    await Promise.all([...held, owner, ...queued])
    expect(order[0]).toBe('owner')
  })

  it('frees a slot whose caller went away even if its work never settles, and expires forgotten slots', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const never = () => new Promise<never>(() => {})
      const controller = new AbortController()
      void withHashSlot(never, { source: 'a0', signal: controller.signal })
      for (let i = 1; i < MAX_CONCURRENT_HASHES; i++) void withHashSlot(never, { source: `a${i}` })
      expect(await withHashSlot(async () => 'full', { source: 'x', maxWaitMs: 10 })).toBeNull()
      controller.abort()
      expect(await withHashSlot(async () => 'freed by abort', { source: 'x' })).toEqual({ value: 'freed by abort' })
      void withHashSlot(never, { source: 'a0' })
      expect(await withHashSlot(async () => 'full again', { source: 'x', maxWaitMs: 10 })).toBeNull()
      vi.advanceTimersByTime(HASH_LEASE_MS + 1)
      expect(await withHashSlot(async () => 'expired', { source: 'x' })).toEqual({ value: 'expired' })
    } finally {
      vi.useRealTimers()
    }
  })
})
