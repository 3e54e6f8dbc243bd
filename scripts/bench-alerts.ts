/**
 * `npm run bench:alerts` — a benchmark, not a test (issue 27). The alert matcher and sender (api/alerts/) run
 * unchanged against SQLite (node:sqlite, the engine D1 runs) holding every migration, 10,000 facilities with
 * 50,000 units and 100,000 saved searches, through a D1-shaped adapter. It prints and writes
 * bench-results/alerts.{json,md}:
 * - matching one unit change: CPU per change (p50, p95) over 1,000 changes;
 * - a burst of 1,000 changes in queue batches of 100: every change's matches checked against a brute-force count
 *   (no loss, no extra);
 * - the daily digest: every search with waiting matches mailed in slices of 100 (one queue message each): CPU per
 *   slice (max is what one consumer run needs) and in total.
 * Local, in-process, bounded; nothing listens on a port.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { KM_PER_DEG, cellOf, kmPerDegLon } from '../api/alerts/cells.ts'
import { DIGEST_SLICE } from '../api/alerts/consumer.ts'
import { PRICE_DROP, type UnitChange, matchChange } from '../api/alerts/match.ts'
import { type SearchRow, featureMask } from '../api/alerts/rows.ts'
import { dayOf, sendAlerts } from '../api/alerts/send.ts'
import type { Db } from '../api/lib/db.ts'
import { FEATURE_CODES } from '../api/contract/marketplace-values.ts'
import { ROOT } from './lib/local-server.ts'
import { mulberry32 } from '../kernel/prng.ts'

/** BENCH_ALERTS_SCALE=0.1 runs a tenth of the data (a quick look); the numbers need the default 1. */
const SCALE = Number(process.env.BENCH_ALERTS_SCALE ?? 1)
const FACILITIES = Math.round(10_000 * SCALE)
const UNITS_PER_FACILITY = 5
const SEARCHES = Math.round(100_000 * SCALE)
const CHANGES = 1_000
const BATCH = 100

/** Where people live and search: the ten largest cities, weighted; 15 % of everything is spread over the country. */
const CITIES: [lat: number, lon: number, weight: number][] = [
  [52.2297, 21.0122, 30],
  [50.0647, 19.945, 13],
  [51.1079, 17.0385, 11],
  [51.7592, 19.456, 10],
  [52.4064, 16.9252, 9],
  [54.352, 18.6466, 9],
  [53.4285, 14.5528, 6],
  [53.1235, 18.0084, 4],
  [51.2465, 22.5684, 4],
  [50.2649, 19.0238, 4],
]
const random = mulberry32(27)
const totalWeight = CITIES.reduce((sum, c) => sum + c[2], 0)
function point(): { lat: number; lon: number } {
  if (random() < 0.15) return { lat: 49.3 + random() * 5.3, lon: 14.3 + random() * 9.7 }
  const target = random() * totalWeight
  let sum = 0
  const city =
    CITIES.find((c) => {
      sum += c[2]
      return target < sum
    }) ?? CITIES[0]!
  return { lat: city[0] + (random() - 0.5) * 0.3, lon: city[1] + (random() - 0.5) * 0.45 }
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!

/** D1's statement API over node:sqlite: bind, first, all, run, and batch in one transaction. */
function d1Adapter(sqlite: DatabaseSync): Db {
  type Bound = { stmt: StatementSync; args: unknown[]; sql: string }
  const exec = (b: Bound) => {
    const rows = b.stmt.all(...(b.args as never[])) as Record<string, unknown>[]
    return { results: rows, success: true, meta: { changes: Number(sqlite.prepare('SELECT changes() AS n').get()!.n) } }
  }
  const wrap = (b: Bound) => ({
    bind: (...args: unknown[]) => wrap({ ...b, args }),
    first: async () => (exec(b).results[0] ?? null) as never,
    all: async () => exec(b) as never,
    run: async () => exec(b) as never,
    raw: async () => [] as never,
    __bound: b,
  })
  return {
    prepare: (sql: string) => wrap({ stmt: sqlite.prepare(sql), args: [], sql }) as never,
    batch: async (statements: unknown[]) => {
      sqlite.exec('BEGIN')
      try {
        const out = statements.map((s) => exec((s as { __bound: Bound }).__bound))
        sqlite.exec('COMMIT')
        return out as never
      } catch (error) {
        sqlite.exec('ROLLBACK')
        throw error
      }
    },
  } as Db
}

const cpuMs = (work: () => Promise<unknown>) => async () => {
  const start = process.cpuUsage()
  await work()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!
const round = (n: number) => Math.round(n * 100) / 100

async function main() {
  const sqlite = new DatabaseSync(':memory:')
  const migrations = join(ROOT, 'api/db/migrations')
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    sqlite.exec(readFileSync(join(migrations, file), 'utf8'))
  const db = d1Adapter(sqlite)
  const nowS = Math.floor(Date.now() / 1000)

  // Data: facilities with coordinates and features, five units each, and the saved searches.
  sqlite.exec('BEGIN')
  sqlite
    .prepare(
      "INSERT INTO clients (id, contact_name, phone, street, building_number, postal_code, city) VALUES (1, 'Bench', '0', 'x', '1', '00-000', 'x')",
    )
    .run()
  const facility = sqlite.prepare(
    'INSERT INTO facilities (client_id, slug, name, city, latitude, longitude, features) VALUES (1, ?, ?, ?, ?, ?, ?)',
  )
  const unit = sqlite.prepare(
    "INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (?, ?, ?, ?, 'standard', ?)",
  )
  const places: { lat: number; lon: number }[] = []
  for (let f = 1; f <= FACILITIES; f++) {
    const p = point()
    places.push(p)
    const features = FEATURE_CODES.filter(() => random() < 0.5)
    facility.run(`bench-${f}`, `Bench ${f}`, 'Bench', p.lat, p.lon, JSON.stringify(features))
    for (let u = 0; u < UNITS_PER_FACILITY; u++) {
      const size = pick([1, 2, 3, 4, 5, 7.5, 10, 15, 20])
      unit.run(f, `U${u}`, `${size} m²`, size, Math.round(size * (25 + random() * 30)))
    }
  }
  const search = sqlite.prepare(
    `INSERT INTO saved_searches (email, status, place, lat, lon, radius_km, cell, size_min, size_max, price_max, features_mask, expires_at)
     VALUES (?, 'active', 'Bench', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  // As the list page saves them: a size range and a top price nearly always, a few km around a place.
  for (let s = 1; s <= SEARCHES; s++) {
    const p = point()
    const min = pick([1, 2, 3, 5, 7.5, 10])
    const max = min + pick([1, 2, 5])
    const features = random() < 0.7 ? [] : [pick(FEATURE_CODES)]
    const price = random() < 0.1 ? null : pick([150, 200, 300, 500, 800])
    search.run(
      `s${s}@example.pl`,
      p.lat,
      p.lon,
      pick([2, 5, 5, 10, 10, 25, 50]),
      cellOf(p.lat, p.lon),
      min,
      max,
      price,
      featureMask(features),
      nowS + 90 * 86_400,
    )
  }
  sqlite.exec('COMMIT')
  sqlite.exec('ANALYZE')
  console.error(`data ready (${Math.round(performance.now())} ms)`)

  // Brute force: which searches a unit's state matches (the definition the SQL must agree with).
  const searches = sqlite
    .prepare('SELECT id, lat, lon, radius_km, size_min, size_max, price_max, features_mask FROM saved_searches')
    .all() as Pick<
    SearchRow,
    'id' | 'lat' | 'lon' | 'radius_km' | 'size_min' | 'size_max' | 'price_max' | 'features_mask'
  >[]
  const unitState = sqlite.prepare(
    'SELECT u.size_m2, u.price_monthly AS price, f.latitude AS lat, f.longitude AS lon, f.features FROM units u JOIN facilities f ON f.id = u.facility_id WHERE u.id = ?',
  )
  // The SQL's own equirectangular form (longitude scaled at the unit's latitude), so edge cases agree exactly.
  const sqlDistance2 = (s: { lat: number; lon: number }, u: { lat: number; lon: number }) =>
    ((s.lat - u.lat) * KM_PER_DEG) ** 2 + ((s.lon - u.lon) * kmPerDegLon(u.lat)) ** 2
  const bruteForce = (unitId: number) => {
    const u = unitState.get(unitId) as { size_m2: number; price: number; lat: number; lon: number; features: string }
    const mask = featureMask(JSON.parse(u.features) as string[])
    return searches.filter(
      (s) =>
        (s.price_max === null || s.price_max >= u.price) &&
        (s.size_min === null || s.size_min <= u.size_m2) &&
        (s.size_max === null || s.size_max >= u.size_m2) &&
        (s.features_mask & mask) === s.features_mask &&
        sqlDistance2(s, u) <= s.radius_km * s.radius_km,
    ).length
  }

  // 1. One change at a time: a 10 % cut of a random unit (a trigger), CPU of the whole matchChange.
  const unitCount = FACILITIES * UNITS_PER_FACILITY
  const cut = async (unitId: number): Promise<UnitChange> => {
    const row = sqlite.prepare('SELECT price_monthly AS p FROM units WHERE id = ?').get(unitId) as { p: number }
    const next = Math.floor(row.p * (1 - PRICE_DROP * 2))
    sqlite.prepare('UPDATE units SET price_monthly = ? WHERE id = ?').run(next, unitId)
    return { unitId, reason: 'price', oldPrice: row.p, newPrice: next }
  }
  const single: number[] = []
  let matchedSingle = 0
  for (let i = 0; i < CHANGES; i++) {
    const change = await cut(1 + Math.floor(random() * unitCount))
    single.push(
      await cpuMs(async () => {
        matchedSingle += (await matchChange(db, change, nowS)).length
      })(),
    )
  }
  sqlite.exec('DELETE FROM alert_matches')
  console.error(`single changes done (${Math.round(performance.now())} ms)`)

  // 2. A burst: 1,000 changes in queue batches of 100, each batch then mailing what it matched (as the consumer).
  const day = dayOf(Date.now())
  const burstIds = Array.from({ length: CHANGES }, () => 1 + Math.floor(random() * unitCount))
  const expected = new Map<number, number>()
  const perBatch: number[] = []
  const burstSlices: number[] = []
  let mails = 0
  let lost = 0
  for (let i = 0; i < burstIds.length; i += BATCH) {
    const changes = await Promise.all(burstIds.slice(i, i + BATCH).map(cut))
    const matched = new Set<number>()
    perBatch.push(
      await cpuMs(async () => {
        for (const change of changes) {
          const ids = await matchChange(db, change, nowS)
          expected.set(change.unitId, ids.length)
          for (const id of ids) matched.add(id)
        }
      })(),
    )
    // The consumer puts the matched searches back on the queue in slices; each slice is one run of sendAlerts.
    const ids = [...matched]
    for (let j = 0; j < ids.length; j += DIGEST_SLICE)
      burstSlices.push(
        await cpuMs(async () => {
          mails += (await sendAlerts(db, 'bench-secret', ids.slice(j, j + DIGEST_SLICE), day)).length
        })(),
      )
  }
  console.error(`burst done (${Math.round(performance.now())} ms)`)
  for (const unitId of new Set(burstIds)) if (bruteForce(unitId) !== expected.get(unitId)) lost++

  // 3. The next day's digest: every search with waiting matches, in slices (one queue message each).
  sqlite.exec('UPDATE alert_matches SET sent_day = NULL WHERE rowid % 2 = 0')
  const next = dayOf(Date.now() + 86_400_000)
  const waiting = (
    sqlite.prepare('SELECT DISTINCT search_id AS id FROM alert_matches WHERE sent_day IS NULL').all() as {
      id: number
    }[]
  ).map((r) => r.id)
  const slices: number[] = []
  let digestMails = 0
  for (let i = 0; i < waiting.length; i += DIGEST_SLICE)
    slices.push(
      await cpuMs(async () => {
        digestMails += (await sendAlerts(db, 'bench-secret', waiting.slice(i, i + DIGEST_SLICE), next)).length
      })(),
    )

  const results = {
    data: { facilities: FACILITIES, units: unitCount, savedSearches: SEARCHES },
    singleChange: {
      changes: CHANGES,
      cpuMsP50: round(pct(single, 0.5)),
      cpuMsP95: round(pct(single, 0.95)),
      meanMatches: round(matchedSingle / CHANGES),
    },
    burst: {
      changes: CHANGES,
      batches: perBatch.length,
      cpuMsPerBatchMax: round(Math.max(...perBatch)),
      mailSlices: burstSlices.length,
      cpuMsPerMailSliceMax: round(Math.max(0, ...burstSlices)),
      mails,
      unitsCheckedAgainstBruteForce: new Set(burstIds).size,
      mismatches: lost,
    },
    digest: {
      searches: waiting.length,
      slices: slices.length,
      cpuMsPerSliceP50: round(pct(slices, 0.5)),
      cpuMsPerSliceMax: round(Math.max(0, ...slices)),
      cpuMsTotal: round(slices.reduce((a, b) => a + b, 0)),
      mails: digestMails,
    },
  }
  const md = [
    `| measure | result |`,
    `|---|---|`,
    `| data | ${FACILITIES.toLocaleString('en')} facilities, ${unitCount.toLocaleString('en')} units, ${SEARCHES.toLocaleString('en')} saved searches |`,
    `| one unit change matched (CPU, p50 / p95) | ${results.singleChange.cpuMsP50} / ${results.singleChange.cpuMsP95} ms (target ≤ 50 ms p50); ${results.singleChange.meanMatches} searches matched on average |`,
    `| burst of ${CHANGES} changes, batches of ${BATCH} | matching: max ${results.burst.cpuMsPerBatchMax} ms CPU per batch; sending: ${results.burst.mails} mails in ${results.burst.mailSlices} slices, max ${results.burst.cpuMsPerMailSliceMax} ms CPU per slice; ${results.burst.mismatches} of ${results.burst.unitsCheckedAgainstBruteForce} units differ from a brute-force count |`,
    `| daily digest | ${results.digest.searches} searches in ${results.digest.slices} slices of ${DIGEST_SLICE}: p50 ${results.digest.cpuMsPerSliceP50} ms, max ${results.digest.cpuMsPerSliceMax} ms CPU per slice (one queue message); ${results.digest.cpuMsTotal} ms in all; ${results.digest.mails} mails |`,
  ].join('\n')
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench-results/alerts.json'), JSON.stringify(results, null, 2))
  writeFileSync(join(ROOT, 'bench-results/alerts.md'), `${md}\n`)
  console.log(md)
  if (lost) process.exitCode = 1
}

await main()
