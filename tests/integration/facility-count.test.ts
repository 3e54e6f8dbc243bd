import { describe, expect, it } from 'vitest'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { apiFetch } from './api-helpers'
import { d1 } from './d1'

/** The kept total (migration 0036) beside the count it stands for, read in one statement. */
const totals = () =>
  d1<{ kept: number; counted: number }>(
    'SELECT (SELECT n FROM active_facility_count WHERE id = 1) AS kept, (SELECT COUNT(*) FROM facilities WHERE active = 1) AS counted',
  )[0]!

describe('active_facility_count', () => {
  it('stays COUNT(*) of active facilities through inserts, deactivations, reactivations and deletes', () => {
    const start = totals()
    expect(start.kept).toBe(start.counted)
    const slug = `count-${Date.now().toString(36)}`
    const insert = (suffix: string, active: number) =>
      d1(
        'INSERT INTO facilities (client_id, slug, name, city, active) VALUES (1, ?, ?, ?, ?)',
        `${slug}-${suffix}`,
        'Licznik',
        'Łódź',
        active,
      )
    insert('a', 1)
    insert('b', 0)
    insert('c', 1)
    expect(totals()).toEqual({ kept: start.counted + 2, counted: start.counted + 2 })
    d1('UPDATE facilities SET active = 0 WHERE slug = ?', `${slug}-a`)
    d1('UPDATE facilities SET active = 1 WHERE slug = ?', `${slug}-b`)
    d1('UPDATE facilities SET active = 1 WHERE slug = ?', `${slug}-c`) // no flip: no change
    d1('UPDATE facilities SET name = ? WHERE slug LIKE ?', 'Licznik 2', `${slug}-%`)
    expect(totals()).toEqual({ kept: start.counted + 2, counted: start.counted + 2 })
    d1('DELETE FROM facilities WHERE slug IN (?, ?)', `${slug}-a`, `${slug}-c`)
    expect(totals()).toEqual({ kept: start.counted + 1, counted: start.counted + 1 })
    d1('DELETE FROM facilities WHERE slug = ?', `${slug}-b`)
    expect(totals()).toEqual(start)
  })

  it('is the total of the unfiltered list', async () => {
    const response = await apiFetch(`/api/marketplace/facilities?limit=1&sort=name`)
    const body = (await response.json()) as FacilityListResponse
    expect(body.total).toBe(totals().counted)
  })
})
