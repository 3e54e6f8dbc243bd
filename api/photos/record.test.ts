import type { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { d1Adapter, migratedSqlite } from '../../scripts/lib/sqlite-d1.ts'
import type { Db } from '../lib/db'
import { PHOTOS_PER_FACILITY, photoInsert } from './record'
import { withUploadLock } from './upload-lock'

/** The photo limit and the upload lock on real SQL (node:sqlite, every migration applied). */
let sqlite: DatabaseSync
let db: Db

beforeEach(() => {
  sqlite = migratedSqlite()
  db = d1Adapter(sqlite)
  sqlite.exec(
    "INSERT INTO clients (id, contact_name, phone, street, building_number, postal_code, city) VALUES (1, 'A', '0', 'x', '1', '00-000', 'Kraków')",
  )
  sqlite.exec(
    "INSERT INTO facilities (id, client_id, slug, name, city, latitude, longitude, features) VALUES (1, 1, 'f', 'F', 'Kraków', 50, 20, '[]')",
  )
})

const insert = (n: number) =>
  photoInsert(db, {
    facilityId: 1,
    key: `f1/${n}`,
    width: 1600,
    height: 900,
    altPl: 'zdjęcie',
    altEn: null,
    widths: [320, 640, 1280],
    userEmail: 'op@example.pl',
  }).run()

const positions = () =>
  (
    sqlite.prepare('SELECT position FROM facility_photos WHERE facility_id = 1 ORDER BY position').all() as {
      position: number
    }[]
  ).map((r) => r.position)

describe('the 30-photo limit is one statement (issue 41)', () => {
  it('stores 30 of 40, at distinct positions, and writes nothing for the rest', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, n) => insert(n)))
    expect(results.filter((r) => r.meta.changes === 1)).toHaveLength(PHOTOS_PER_FACILITY)
    expect(positions()).toEqual(Array.from({ length: PHOTOS_PER_FACILITY }, (_, i) => i))
  })

  it('places a photo after the last one, also after a delete left a gap', async () => {
    for (let n = 0; n < 3; n++) await insert(n)
    sqlite.exec('DELETE FROM facility_photos WHERE position = 1')
    await insert(3)
    expect(positions()).toEqual([0, 2, 3])
  })
})

describe('one upload at a time per company', () => {
  it('refuses a second upload while the first runs, and lets the next one in after it', async () => {
    let finish = () => {}
    const first = withUploadLock(db, 1, () => new Promise<string>((resolve) => (finish = () => resolve('first'))))
    await Promise.resolve()
    await expect(withUploadLock(db, 1, async () => 'second')).rejects.toMatchObject({
      status: 429,
      issues: [{ path: 'file', message: 'uploadBusy' }],
    })
    finish()
    expect(await first).toBe('first')
    expect(await withUploadLock(db, 1, async () => 'third')).toBe('third')
  })

  it('releases the lock when the upload fails, and takes over a lease that ran out', async () => {
    await expect(withUploadLock(db, 1, () => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode')
    expect(sqlite.prepare('SELECT COUNT(*) AS n FROM photo_upload_locks').get()!.n).toBe(0)
    sqlite.exec(
      "INSERT INTO photo_upload_locks (client_id, token, until) VALUES (1, 'dead', '2000-01-01T00:00:00.000Z')",
    )
    expect(await withUploadLock(db, 1, async () => 'after a dead worker')).toBe('after a dead worker')
  })
})
