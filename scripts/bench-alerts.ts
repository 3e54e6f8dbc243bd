/**
 * `npm run bench:alerts` — a benchmark, not a test (issue 27). The alert code (api/alerts/) runs unchanged against
 * SQLite (node:sqlite, the engine D1 runs) holding every migration, 10,000 facilities with 50,000 units and
 * 100,000 saved searches, through a D1-shaped adapter (scripts/lib/sqlite-d1.ts). Changes are written as the panel
 * writes them (the price, its history row and the alert event in one batch) and consumed by the queue consumer
 * itself (consumeAlerts) in batches of the production consumer's max_batch_size from wrangler.toml. It prints and
 * writes bench-results/alerts.{json,md}:
 * - matching one unit change: CPU per change (p50, p95) over 1,000 changes;
 * - a burst of 1,000 changes through the consumer: CPU and D1 calls per consumer invocation, then the mails it
 *   fanned out; every changed unit's matched searches compared, as a SET, with a brute force (no loss, no extra);
 * - the daily digest with all 100,000 searches holding waiting matches: the start (one query, the fan-out onto the
 *   queue), then every slice through the consumer: CPU and D1 calls per invocation, and in total.
 * Local, in-process, bounded; nothing listens on a port.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { KM_PER_DEG, cellOf, kmPerDegLon } from '../api/alerts/cells.ts'
import { DIGEST_SLICE, consumeAlerts, startDigest } from '../api/alerts/consumer.ts'
import { type AlertMessage, alertEventIds, alertEvents } from '../api/alerts/events.ts'
import { PRICE_DROP, type UnitChange, matchChange } from '../api/alerts/match.ts'
import { type SearchRow, featureMask } from '../api/alerts/rows.ts'
import { dayOf } from '../api/alerts/send.ts'
import { FEATURE_CODES } from '../api/contract/marketplace-values.ts'
import type { Db } from '../api/lib/db.ts'
import type { MailMessage } from '../api/lib/outbox.ts'
import { ROOT } from './lib/local-server.ts'
import { d1Adapter, d1Binding, migratedSqlite } from './lib/sqlite-d1.ts'
import { mulberry32 } from '../kernel/prng.ts'

/** BENCH_ALERTS_SCALE=0.1 runs a tenth of the data (a quick look); the numbers need the default 1. */
const SCALE = Number(process.env.BENCH_ALERTS_SCALE ?? 1)
const FACILITIES = Math.round(10_000 * SCALE)
const UNITS_PER_FACILITY = 5
const SEARCHES = Math.round(100_000 * SCALE)
const CHANGES = 1_000

/** The production alert consumer's max_batch_size: what one consumer invocation may be handed. */
function consumerBatchSize(): number {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  const block =
    /\[\[env\.production\.queues\.consumers\]\]\s*queue = "skrytka-production-alerts"\s*max_batch_size = (\d+)/
  const size = Number(block.exec(toml)?.[1])
  if (!Number.isInteger(size) || size < 1)
    throw new Error('wrangler.toml: no max_batch_size for the production alert consumer')
  return size
}
const MAX_BATCH = Number(process.env.BENCH_ALERTS_BATCH ?? consumerBatchSize())

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
const SIZES = [1, 2, 3, 4, 5, 7.5, 10, 15, 20]

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0
const round = (n: number) => Math.round(n * 100) / 100
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** The consumer's log lines (one per slice) would flood the output; the numbers are printed at the end. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const { log, warn } = console
  console.log = () => {}
  console.warn = () => {}
  try {
    return await work()
  } finally {
    console.log = log
    console.warn = warn
  }
}

/**
 * The same Db, counting D1 round trips: one per statement run on its own (all, first, run, raw) and one per batch
 * however many statements it holds (what the Workers limit on D1 queries per invocation counts).
 */
function countCalls(db: Db, onCall: () => void): Db {
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key, receiver) {
        if (key === 'bind') return (...args: unknown[]) => wrap(target.bind(...args))
        if (key === 'all' || key === 'first' || key === 'run' || key === 'raw') onCall()
        return Reflect.get(target, key, receiver)
      },
    })
  return {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: (list: D1PreparedStatement[]) => {
      onCall()
      return db.batch(list)
    },
  } as Db
}

async function main() {
  const sqlite = migratedSqlite()
  // Every statement the adapter runs, and every D1 round trip the consumer's code makes (countedDb below).
  let statements = 0
  let d1Calls = 0
  const db = d1Adapter(sqlite, () => {
    statements += 1
  })
  const countedDb = countCalls(db, () => {
    d1Calls += 1
  })
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
  for (let f = 1; f <= FACILITIES; f++) {
    const p = point()
    const features = FEATURE_CODES.filter(() => random() < 0.5)
    facility.run(`bench-${f}`, `Bench ${f}`, 'Bench', p.lat, p.lon, JSON.stringify(features))
    for (let u = 0; u < UNITS_PER_FACILITY; u++) {
      const size = pick(SIZES)
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
  console.error(`data ready (${Math.round(performance.now())} ms); consumer batches of ${MAX_BATCH}`)

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
  const bruteForce = (unitId: number): Set<number> => {
    const u = unitState.get(unitId) as { size_m2: number; price: number; lat: number; lon: number; features: string }
    const mask = featureMask(JSON.parse(u.features) as string[])
    return new Set(
      searches
        .filter(
          (s) =>
            (s.price_max === null || s.price_max >= u.price) &&
            (s.size_min === null || s.size_min <= u.size_m2) &&
            (s.size_max === null || s.size_max >= u.size_m2) &&
            (s.features_mask & mask) === s.features_mask &&
            sqlDistance2(s, u) <= s.radius_km * s.radius_km,
        )
        .map((s) => s.id),
    )
  }

  // A 10 % cut of a unit as the panel writes it: price, history row and alert event in one batch.
  const unitCount = FACILITIES * UNITS_PER_FACILITY
  const cut = async (unitId: number): Promise<{ id: number; change: UnitChange }> => {
    const row = sqlite.prepare('SELECT price_monthly AS p, facility_id AS f FROM units WHERE id = ?').get(unitId) as {
      p: number
      f: number
    }
    const next = Math.floor(row.p * (1 - PRICE_DROP * 2))
    const change: UnitChange = { unitId, reason: 'price', oldPrice: row.p, newPrice: next }
    const results = await db.batch([
      db.prepare('UPDATE units SET price_monthly = ? WHERE id = ?').bind(next, unitId),
      db
        .prepare(
          "INSERT INTO unit_price_changes (unit_id, facility_id, old_price, new_price, user_email) VALUES (?, ?, ?, ?, 'bench@example.pl')",
        )
        .bind(unitId, row.f, row.p, next),
      ...alertEvents(db, [change]),
    ])
    return { id: alertEventIds(results)[0]!, change }
  }
  const cpu = async (work: () => Promise<unknown>) => {
    const start = process.cpuUsage()
    await work()
    const used = process.cpuUsage(start)
    return (used.user + used.system) / 1000
  }

  // 1. One change at a time: the matcher's CPU per change.
  const single: number[] = []
  let matchedSingle = 0
  for (let i = 0; i < CHANGES; i++) {
    const event = await cut(1 + Math.floor(random() * unitCount))
    single.push(
      await cpu(async () => {
        matchedSingle += (await matchChange(db, event, nowS)).length
      }),
    )
  }
  sqlite.exec('DELETE FROM alert_matches; UPDATE alert_events SET done_at = 1')
  console.error(`single changes done (${Math.round(performance.now())} ms)`)

  // The queue, as the consumer sees it: messages it sends are collected and handed back in max_batch_size batches.
  const onQueue: AlertMessage[] = []
  const queue = <T>(into: T[]) =>
    ({
      send: async (body: T) => void into.push(body),
      sendBatch: async (list: { body: T }[]) => void into.push(...list.map((m) => m.body)),
    }) as unknown as Queue<T>
  const mailed: MailMessage[] = []
  const env = {
    DB: d1Binding(countedDb),
    SESSION_SECRET: 'bench-secret',
    ALERT_QUEUE: queue(onQueue),
    MAIL_BULK_QUEUE: queue(mailed),
  }
  const background: Promise<unknown>[] = []
  let retried = 0
  /** Runs the consumer over `bodies` in batches of MAX_BATCH: CPU ms and D1 calls per invocation. */
  const consume = async (bodies: AlertMessage[]) => {
    const runs: { cpuMs: number; d1Calls: number; statements: number }[] = []
    await quietly(async () => {
      for (let i = 0; i < bodies.length; i += MAX_BATCH) {
        const messages = bodies.slice(i, i + MAX_BATCH).map((body, n) => ({
          id: `${i + n}`,
          timestamp: new Date(),
          attempts: 1,
          body,
          ack: () => {},
          retry: () => {
            retried += 1
          },
        }))
        const batch = { queue: 'skrytka-alerts', messages, ackAll: () => {}, retryAll: () => {} }
        const before = { d1Calls, statements }
        const cpuMs = await cpu(async () => {
          await consumeAlerts(batch as unknown as MessageBatch<AlertMessage>, env, (work) => void background.push(work))
          await Promise.all(background.splice(0))
        })
        runs.push({ cpuMs, d1Calls: d1Calls - before.d1Calls, statements: statements - before.statements })
      }
    })
    return runs
  }
  const summary = (runs: { cpuMs: number; d1Calls: number; statements: number }[]) => ({
    invocations: runs.length,
    cpuMsP50: round(
      pct(
        runs.map((r) => r.cpuMs),
        0.5,
      ),
    ),
    cpuMsMax: round(Math.max(0, ...runs.map((r) => r.cpuMs))),
    cpuMsTotal: round(sum(runs.map((r) => r.cpuMs))),
    d1CallsMax: Math.max(0, ...runs.map((r) => r.d1Calls)),
    statementsMax: Math.max(0, ...runs.map((r) => r.statements)),
  })

  // 2. A burst: 1,000 changes written, their events put on the queue, consumed as the platform would batch them.
  const burstUnits = Array.from({ length: CHANGES }, () => 1 + Math.floor(random() * unitCount))
  const events: AlertMessage[] = []
  for (const unitId of burstUnits) events.push({ type: 'event', id: (await cut(unitId)).id })
  const matching = await consume(events)
  const unprocessed = Number(
    (sqlite.prepare('SELECT COUNT(*) AS n FROM alert_events WHERE done_at IS NULL').get() as { n: number }).n,
  )
  // No loss, no extra: each changed unit's matched searches, as a set, against the brute force on its final state.
  const matchedOf = sqlite.prepare('SELECT search_id FROM alert_matches WHERE unit_id = ?')
  let mismatches = 0
  let matchedPairs = 0
  for (const unitId of new Set(burstUnits)) {
    const got = new Set((matchedOf.all(unitId) as { search_id: number }[]).map((r) => r.search_id))
    const want = bruteForce(unitId)
    matchedPairs += got.size
    if (got.size !== want.size || [...want].some((id) => !got.has(id))) mismatches++
  }
  const fannedOut = onQueue.splice(0)
  const burstMails = mailed.length
  const sending = await consume(fannedOut)
  const burstMailed = mailed.length - burstMails
  console.error(`burst done (${Math.round(performance.now())} ms)`)

  // 3. The next day's digest with every search holding waiting matches: 1–5 units each that fit it now (size,
  // price), so every slice mails rather than drops. A search no unit fits (a top price below every unit of its
  // sizes) is given its cheapest one and that price as its top: all 100,000 searches are mailed.
  sqlite.exec('DELETE FROM alert_matches')
  const bySize = new Map<number, { id: number; price: number }[]>()
  for (const row of sqlite.prepare('SELECT id, size_m2, price_monthly AS price FROM units').all() as {
    id: number
    size_m2: number
    price: number
  }[])
    bySize.set(row.size_m2, [...(bySize.get(row.size_m2) ?? []), { id: row.id, price: row.price }])
  const waitingMatch = sqlite.prepare(
    "INSERT OR IGNORE INTO alert_matches (search_id, unit_id, reason, new_price) VALUES (?, ?, 'available', ?)",
  )
  const all = sqlite.prepare('SELECT id, size_min, size_max, price_max FROM saved_searches').all() as {
    id: number
    size_min: number
    size_max: number
    price_max: number | null
  }[]
  sqlite.exec('BEGIN')
  const raiseTop = sqlite.prepare('UPDATE saved_searches SET price_max = ? WHERE id = ?')
  for (const s of all) {
    const sized = SIZES.filter((size) => size >= s.size_min && size <= s.size_max).flatMap((size) =>
      (bySize.get(size) ?? []).slice(0, 200),
    )
    let fitting = sized.filter((u) => s.price_max === null || u.price <= s.price_max)
    if (!fitting.length) {
      const cheapest = sized.reduce((a, b) => (b.price < a.price ? b : a))
      raiseTop.run(cheapest.price, s.id)
      fitting = [cheapest]
    }
    const count = 1 + Math.floor(random() * 5)
    for (let i = 0; i < count; i++) {
      const u = pick(fitting)
      waitingMatch.run(s.id, u.id, u.price)
    }
  }
  sqlite.exec('COMMIT')
  const waiting = Number(
    (
      sqlite.prepare('SELECT COUNT(DISTINCT search_id) AS n FROM alert_matches WHERE sent_day IS NULL').get() as {
        n: number
      }
    ).n,
  )
  const next = dayOf(Date.now() + 86_400_000)
  let started = 0
  const startCalls = d1Calls
  const startCpu = await quietly(() =>
    cpu(async () => {
      started = await startDigest(env, next)
    }),
  )
  const startD1Calls = d1Calls - startCalls
  const slices = onQueue.splice(0)
  const digestMails = mailed.length
  const digest = await consume(slices)
  const digestMailed = mailed.length - digestMails
  console.error(`digest done (${Math.round(performance.now())} ms)`)

  const load = loadavg().map((n) => n.toFixed(1))
  const results = {
    data: { facilities: FACILITIES, units: unitCount, savedSearches: SEARCHES },
    consumerMaxBatchSize: MAX_BATCH,
    loadAverage: load,
    singleChange: {
      changes: CHANGES,
      cpuMsP50: round(pct(single, 0.5)),
      cpuMsP95: round(pct(single, 0.95)),
      meanMatches: round(matchedSingle / CHANGES),
    },
    burst: {
      changes: CHANGES,
      matching: summary(matching),
      unprocessedEvents: unprocessed,
      unitsComparedAsSets: new Set(burstUnits).size,
      matchedPairs,
      mismatches,
      fanOutMessages: fannedOut.length,
      sending: summary(sending),
      mails: burstMailed,
    },
    digest: {
      searchesWithWaitingMatches: waiting,
      started,
      startCpuMs: round(startCpu),
      startD1Calls,
      messages: slices.length,
      sending: summary(digest),
      mails: digestMailed,
    },
    retried,
  }
  const per = (s: ReturnType<typeof summary>) =>
    `${s.invocations} invocations: CPU p50 ${s.cpuMsP50} ms, max ${s.cpuMsMax} ms (${s.cpuMsTotal} ms in all); at most ${s.d1CallsMax} D1 calls (${s.statementsMax} statements) per invocation`
  const md = [
    `| measure | result |`,
    `|---|---|`,
    `| data | ${FACILITIES.toLocaleString('en')} facilities, ${unitCount.toLocaleString('en')} units, ${SEARCHES.toLocaleString('en')} saved searches; consumer max_batch_size ${MAX_BATCH}; load average ${load.join(' / ')} |`,
    `| one unit change matched (CPU, p50 / p95) | ${results.singleChange.cpuMsP50} / ${results.singleChange.cpuMsP95} ms (target ≤ 50 ms p50); ${results.singleChange.meanMatches} searches matched on average |`,
    `| burst of ${CHANGES} changes: matching | ${per(results.burst.matching)}; ${unprocessed} events left unprocessed; ${mismatches} of ${results.burst.unitsComparedAsSets} units' matched search sets differ from a brute force (${matchedPairs} search–unit matches) |`,
    `| burst: mailing what it matched | ${fannedOut.length} slices of ≤ ${DIGEST_SLICE} searches in ${per(results.burst.sending)}; ${burstMailed} mails |`,
    `| daily digest: start | ${started} searches with waiting matches (of ${waiting}) put on the queue as ${slices.length} messages: ${results.digest.startCpuMs} ms CPU, ${startD1Calls} D1 call |`,
    `| daily digest: sending | ${per(results.digest.sending)}; ${digestMailed} mails |`,
  ].join('\n')
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench-results/alerts.json'), JSON.stringify(results, null, 2))
  writeFileSync(join(ROOT, 'bench-results/alerts.md'), `${md}\n`)
  console.log(md)
  if (mismatches || unprocessed || retried || started !== waiting) process.exitCode = 1
}

await main()
