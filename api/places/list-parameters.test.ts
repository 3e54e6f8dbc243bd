import { beforeEach, describe, expect, it } from 'vitest'
import { d1Adapter, migratedSqlite } from '../../scripts/lib/sqlite-d1.ts'
import type { Db } from '../lib/db'
import { facilityDistricts, placesNamed } from './rows'

/**
 * Issue 41: a list becomes one bound JSON array, never a `?` per item, so no list passes D1's 100 parameters (the
 * adapter refuses more, as D1 does). The typed text caps these lists today; the queries must not depend on it.
 */
let db: Db

beforeEach(() => {
  const sqlite = migratedSqlite()
  db = d1Adapter(sqlite)
  sqlite.exec(
    "INSERT INTO places (id, name, name_folded, kind, latitude, longitude, population) VALUES (1, 'Kraków', 'krakow', 'city', 50.06, 19.94, 800000)",
  )
})

const keys = (n: number) => ['krakow', ...Array.from({ length: n - 1 }, (_, i) => `miasto-${i}`)]

describe('place lookups by a list of keys', () => {
  it.each([101, 1000])('find a place among %i keys', async (n) => {
    expect((await placesNamed(db, keys(n))).map((p) => p.name)).toEqual(['Kraków'])
    expect(await facilityDistricts(db, keys(n))).toEqual([])
  })
})
