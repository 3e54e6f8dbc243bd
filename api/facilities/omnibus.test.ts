import { describe, expect, it } from 'vitest'
import { omnibusReferences } from './omnibus'

const NOW = Date.parse('2026-11-25T12:00:00Z')
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString()
const change = (old: number | null, next: number, days: number, unit = 1) => ({
  unit_id: unit,
  old_price: old,
  new_price: next,
  created_at: daysAgo(days),
})

describe('Omnibus reference price', () => {
  it('a reduction shows the lowest price of the 30 days before it', () => {
    const refs = omnibusReferences([change(null, 300, 50), change(300, 280, 20), change(280, 250, 2)], NOW)
    expect(refs.get(1)).toBe(280)
  })

  it('a cut back after a short rise is no reduction', () => {
    expect(omnibusReferences([change(null, 200, 40), change(200, 260, 10), change(260, 200, 1)], NOW).has(1)).toBe(
      false,
    )
  })

  it('a rise, a first price, or a reduction older than 30 days is not presented as reduced', () => {
    expect(omnibusReferences([change(200, 220, 1)], NOW).size).toBe(0)
    expect(omnibusReferences([change(null, 220, 1)], NOW).size).toBe(0)
    expect(omnibusReferences([change(300, 200, 31)], NOW).size).toBe(0)
  })

  it('units are judged separately', () => {
    const refs = omnibusReferences([change(300, 250, 1, 1), change(300, 350, 1, 2)], NOW)
    expect([...refs]).toEqual([[1, 300]])
  })
})
