/**
 * Issue 44: a saved alert matches exactly what the list shows. The list's price floor is saved with the search,
 * read back in the same words as the filter, and applied by the matcher: a unit below the floor alerts nobody.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { PanelOverview, PanelUnit } from '@api/contract/panel'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { SEED, apiFetch } from './api-helpers'
import { activeAlert, saveAlert, uniqueEmail, until, waitForMail } from './alerts-helpers'
import { d1 } from './d1'
import { loginAs } from './panel-helpers'

const FACILITY = 'lockerbox-podgorze-krakow'
const HERE = { lat: '50.023', lon: '19.9275', place: 'Podgórze', radius: '2' }
const tag = Date.now().toString(36).toUpperCase()
let operator = ''
let facilityId = 0
/** A size no seeded unit (nor alerts.test.ts's, 40–45 m²) has: only this file's units match its searches. */
let size = 0

const matchesOf = (email: string) =>
  d1<{ unit_id: number }>(
    'SELECT m.unit_id FROM alert_matches m JOIN saved_searches s ON s.id = m.search_id WHERE s.email = ?',
    email,
  )

beforeAll(async () => {
  operator = await loginAs(SEED.client)
  const response = await apiFetch('/api/panel/overview', { cookie: operator })
  facilityId = ((await response.json()) as PanelOverview).facilities.find((f) => f.slug === FACILITY)!.id
  size = 70 + (Date.now() % 50) / 10
})

describe('an alert keeps the list’s price range (issue 44)', () => {
  it('refuses a floor above the ceiling as the list’s range rule, on the server', async () => {
    const response = await saveAlert(uniqueEmail('floor'), { ...HERE, priceMin: '500', priceMax: '300' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: { path: string; message: string }[] }
    expect(body.issues).toEqual([expect.objectContaining({ path: 'search.priceMax', message: 'priceRange' })])
  })

  it('reads back the range the list was filtered by, and a unit below the floor alerts nobody', async () => {
    const lo = String(size - 0.2)
    const hi = String(size + 0.2)
    const inRange = uniqueEmail('in-range')
    const aboveFloor = uniqueEmail('floor-above')
    await activeAlert(inRange, { ...HERE, minSize: lo, maxSize: hi, priceMin: '700', priceMax: '900' })
    await activeAlert(aboveFloor, { ...HERE, minSize: lo, maxSize: hi, priceMin: '850' })
    // The confirmation mail names the same range as the list's panel: "700–900 zł", "od 850 zł".
    expect((await waitForMail(inRange))[0]!.text).toContain('700–900 zł')
    expect((await waitForMail(aboveFloor))[0]!.text).toContain('od 850 zł')
    expect(
      d1<{ price_min: number; price_max: number | null }>(
        'SELECT price_min, price_max FROM saved_searches WHERE email IN (?, ?) ORDER BY id',
        inRange,
        aboveFloor,
      ),
    ).toEqual([
      { price_min: 700, price_max: 900 },
      { price_min: 850, price_max: null },
    ])

    const created = await apiFetch(`/api/panel/facilities/${facilityId}/units`, {
      method: 'POST',
      cookie: operator,
      body: { code: `PR-${tag}`, sizeM2: String(size).replace('.', ','), type: 'standard', priceMonthly: '800' },
    })
    expect(created.status).toBe(201)
    const { unit } = (await created.json()) as { unit: PanelUnit }
    await waitForMail(inRange, 2)
    await until(
      () =>
        d1<{ n: number }>('SELECT COUNT(*) AS n FROM alert_events WHERE unit_id = ? AND done_at IS NULL', unit.id)[0]!
          .n === 0,
      'the new unit to be matched',
    )
    expect(matchesOf(inRange)).toEqual([{ unit_id: unit.id }])
    expect(matchesOf(aboveFloor)).toEqual([])

    // And the list with the same filter shows that unit's facility: the alert and the list agree.
    const list = await apiFetch(
      `/api/marketplace/facilities?lat=${HERE.lat}&lon=${HERE.lon}&radius=2&minSize=${lo}&maxSize=${hi}&priceMin=700&priceMax=900`,
    )
    expect(((await list.json()) as FacilityListResponse).items.map((f) => f.slug)).toContain(FACILITY)
    const floored = await apiFetch(
      `/api/marketplace/facilities?lat=${HERE.lat}&lon=${HERE.lon}&radius=2&minSize=${lo}&maxSize=${hi}&priceMin=850`,
    )
    expect(((await floored.json()) as FacilityListResponse).items.map((f) => f.slug)).not.toContain(FACILITY)
  })
})
