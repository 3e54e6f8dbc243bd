/**
 * Issue 30's measurements for `npm run test:abuse`: login floods (with a victim signing in and cached pages timed
 * meanwhile), an over-size upload, and the cache-bypass vectors' server CPU per request. Loopback only, bounded.
 */
import { request as httpRequest } from 'node:http'
import { loadavg } from 'node:os'
import { percentile } from './measure.ts'
import { groupCpuMs } from './proc-cpu.ts'

const round = (n: number) => Math.round(n * 10) / 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')

type Account = { email: string; password: string }

function login(base: string, account: Account, ip: string): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'cf-connecting-ip': ip },
    body: JSON.stringify({ ...account, remember: false }),
  })
}

/** Latencies of `path` fetched by `clients` loops until `until()` says stop. */
async function timeWhile(base: string, path: string, clients: number, until: () => boolean): Promise<number[]> {
  const latencies: number[] = []
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until()) {
        const t0 = performance.now()
        const response = await fetch(`${base}${path}`).catch(() => null)
        await response?.arrayBuffer()
        latencies.push(performance.now() - t0)
      }
    }),
  )
  return latencies.sort((a, b) => a - b)
}

const statuses = (list: number[]) => {
  const counts = new Map<number, number>()
  for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ')
}

/**
 * One flood: `parallel` attackers sending wrong passwords for the victim's account without pause for `seconds`,
 * from one address or a new one each time; meanwhile the victim signs in from its own network once a second, and
 * four clients time the edge-cached home page.
 */
async function flood(base: string, victim: Account, rotate: boolean, seconds: number, parallel: number) {
  let stop = false
  let n = 0
  const attackStatuses: number[] = []
  const attackers = Array.from({ length: parallel }, async () => {
    while (!stop) {
      n += 1
      const ip = rotate ? `2001:db8:${(n >> 8) & 0xffff}:${n & 0xff}::1` : '203.0.113.66'
      const response = await login(base, { email: victim.email, password: `wrong-${n}` }, ip).catch(() => null)
      attackStatuses.push(response?.status ?? 0)
      await response?.arrayBuffer()
    }
  })
  const victimRuns: { status: number; ms: number }[] = []
  const victimLoop = (async () => {
    while (!stop) {
      const t0 = performance.now()
      const response = await login(base, victim, '198.51.100.77').catch(() => null)
      victimRuns.push({ status: response?.status ?? 0, ms: performance.now() - t0 })
      await response?.arrayBuffer()
      await sleep(1000)
    }
  })()
  const pages = timeWhile(base, '/pl', 4, () => stop)
  await sleep(seconds * 1000)
  stop = true
  const [latencies] = await Promise.all([pages, victimLoop, ...attackers])
  const ok = victimRuns.filter((run) => run.status === 200).length
  return {
    attackStatuses,
    victimOk: ok,
    victimTotal: victimRuns.length,
    victimStatuses: statuses(victimRuns.map((run) => run.status)),
    victimP95: round(
      percentile(
        victimRuns.map((run) => run.ms).sort((a, b) => a - b),
        95,
      ),
    ),
    pagesP95: round(percentile(latencies, 95)),
    pagesN: latencies.length,
  }
}

type FloodResult = Awaited<ReturnType<typeof flood>>
export type FloodResults = { quietP95: number; single: FloodResult; rotating: FloodResult }

export async function loginFloods(base: string, victim: Account, seconds = 15, parallel = 30) {
  // The victim's own network: where it has signed in before (ADR 0041).
  const first = await login(base, victim, '198.51.100.77')
  if (!first.ok) throw new Error(`the victim cannot sign in at all: ${first.status}`)
  await fetch(`${base}/pl`).then((r) => r.arrayBuffer())
  let quietStop = false
  const quietTimer = sleep(5000).then(() => (quietStop = true))
  const quiet = await timeWhile(base, '/pl', 4, () => quietStop)
  await quietTimer
  const quietP95 = round(percentile(quiet, 95))
  const rows: Record<string, string | number>[] = []
  const results = { quietP95 } as FloodResults
  for (const rotate of [false, true]) {
    const loadBefore = load()
    const r = await flood(base, victim, rotate, seconds, parallel)
    results[rotate ? 'rotating' : 'single'] = r
    rows.push({
      flood: `${parallel} parallel wrong passwords for ${seconds} s, ${rotate ? 'a new IPv6 /64 every request' : 'one address'}`,
      'attack answers': statuses(r.attackStatuses),
      'victim signed in': `${r.victimOk} of ${r.victimTotal} (${r.victimStatuses})`,
      'victim p95 ms': r.victimP95,
      '/pl p95 ms (quiet → flood)': `${quietP95} → ${r.pagesP95} (${(r.pagesP95 / quietP95).toFixed(1)}×, ${r.pagesN} requests)`,
      'load average before': loadBefore,
    })
    await sleep(2000)
  }
  return { rows, results }
}

export type UploadRow = Record<string, string | number> & { answer: number | string; 'bytes sent by then': number }

/** A declared 50 MB body, sent 64 KB at a time: how much had left the client when the answer came, and when. */
export function oversizeUpload(base: string, declared = 50 * 1024 * 1024) {
  const url = new URL('/api/forms/demo-request', base)
  return new Promise<UploadRow>((resolve) => {
    const started = performance.now()
    let sent = 0
    let done = false
    const finish = (status: number | string) => {
      if (done) return
      done = true
      req.destroy()
      resolve({
        case: `POST with Content-Length: ${declared / 1024 / 1024} MB`,
        answer: status,
        'answered after ms': round(performance.now() - started),
        'bytes sent by then': sent,
        'share of the body sent': `${((sent / declared) * 100).toFixed(2)} %`,
      })
    }
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': declared, origin: url.origin },
      },
      (res) => {
        res.resume()
        finish(res.statusCode ?? 0)
      },
    )
    req.on('error', (error) => setTimeout(() => finish(`connection closed (${error.message})`), 200))
    const piece = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      if (done || sent >= declared) return
      req.write(piece)
      sent += piece.byteLength
      setTimeout(pump, sent === piece.byteLength ? 300 : 2)
    }
    pump()
  })
}

type Vector = {
  name: string
  path: string
  /** Which cached hit it is judged against. */
  kind: 'page' | 'api'
  method?: string
  headers?: Record<string, string>
}
export type VectorRow = Record<string, string | number> & {
  vector: string
  kind: 'page' | 'api'
  fromCache: string
  'server CPU ms/request': number
}

/** Cache states that mean the answer came from a stored copy. */
const CACHED = /^(200|404) (HIT|STALE)$/

/**
 * What an anonymous visitor can collect without writing: the bookmark header and cookie of an uncached API read
 * (issue 30: every answer used to carry a signed, replayable one). Empty when nothing is handed out.
 */
async function harvestBookmark(base: string, stamp: string): Promise<string> {
  const response = await fetch(`${base}/api/marketplace/facilities?limit=7&q=harvest-${stamp}`)
  await response.arrayBuffer()
  const cookie = /skrytka_d1=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  return response.headers.get('x-d1-bookmark') ?? cookie ?? ''
}

/**
 * Server CPU per request (the server's process group, ADR 0030) for each way issue 30 found to skip the edge cache,
 * beside a plain cached hit of the same kind (page or API). Sequential requests, so the count is exact; each
 * vector is warmed first.
 */
export async function bypassVectors(base: string, pgid: number | undefined, requests = 300): Promise<VectorRow[]> {
  const stamp = Date.now().toString(36)
  const harvested = await harvestBookmark(base, stamp)
  const harvestNote = harvested ? 'a token' : 'nothing handed out, replayed empty'
  const vectors: Vector[] = [
    { name: 'cached hit: GET /pl', kind: 'page', path: '/pl' },
    {
      name: 'a cookie named like the D1 bookmark (skrytka_d1=x)',
      kind: 'page',
      path: '/pl',
      headers: { cookie: 'skrytka_d1=x' },
    },
    {
      name: `a bookmark harvested from an anonymous GET, as a cookie (${harvestNote})`,
      kind: 'page',
      path: '/pl',
      headers: { cookie: `skrytka_d1=${harvested}` },
    },
    { name: 'HEAD /pl', kind: 'page', path: '/pl', method: 'HEAD' },
    { name: 'a random ?demo= value', kind: 'page', path: '/pl?demo=RANDOM' },
    { name: 'a random ?trial= value', kind: 'page', path: '/pl?trial=RANDOM' },
    { name: 'sign-in page with a random ?next=', kind: 'page', path: '/pl/logowanie?next=RANDOM' },
    { name: 'a not-found page (the same unknown path again)', kind: 'page', path: `/pl/nie-ma-${stamp}` },
    { name: 'list API, cached hit', kind: 'api', path: '/api/marketplace/facilities?limit=24' },
    {
      name: 'list API with a forged x-d1-bookmark header',
      kind: 'api',
      path: '/api/marketplace/facilities?limit=24',
      headers: { 'x-d1-bookmark': '00000001-00000001-00000001-abc' },
    },
    {
      name: `list API with a bookmark harvested from an anonymous GET (${harvestNote})`,
      kind: 'api',
      path: '/api/marketplace/facilities?limit=24',
      headers: { 'x-d1-bookmark': harvested },
    },
    { name: 'HEAD on the list API', kind: 'api', path: '/api/marketplace/facilities?limit=24', method: 'HEAD' },
    {
      name: 'facility API with a random parameter',
      kind: 'api',
      path: '/api/marketplace/facilities/lockerbox-warszawa?x=RANDOM',
    },
  ]
  const rows: VectorRow[] = []
  for (const vector of vectors) {
    const url = (i: number) => `${base}${vector.path.replace('RANDOM', `${stamp}${i}`)}`
    const call = async (i: number) => {
      const response = await fetch(url(i), { method: vector.method ?? 'GET', headers: vector.headers })
      await response.arrayBuffer()
      return response
    }
    await call(-1)
    await sleep(300)
    const cpuBefore = groupCpuMs(pgid)
    const t0 = performance.now()
    const states = new Map<string, number>()
    for (let i = 0; i < requests; i++) {
      const response = await call(i)
      const state = `${response.status} ${response.headers.get('x-html-cache') ?? response.headers.get('x-cache') ?? '—'}`
      states.set(state, (states.get(state) ?? 0) + 1)
    }
    const cpu = (groupCpuMs(pgid) - cpuBefore) / requests
    const cached = [...states].filter(([state]) => CACHED.test(state)).reduce((sum, [, count]) => sum + count, 0)
    rows.push({
      vector: vector.name,
      kind: vector.kind,
      requests,
      answers: [...states].map(([state, count]) => `${count}× ${state}`).join(', '),
      fromCache: `${cached} of ${requests}`,
      'server CPU ms/request': round(cpu),
      'ms/request (wall)': round((performance.now() - t0) / requests),
    })
  }
  const hitOf = (kind: 'page' | 'api') => rows.find((row) => row.kind === kind)!['server CPU ms/request']
  for (const row of rows) row['vs cached hit'] = `${(row['server CPU ms/request'] / hitOf(row.kind)).toFixed(1)}×`
  return rows
}

/** How far above its cached hit a vector may measure and still count as at parity (a shared machine's noise). */
const PARITY = 1.5

/** Issue 30's "Done means" for test:abuse, each with what was measured and met / missed. */
export function doneMeans(floods: FloodResults, upload: UploadRow, vectors: VectorRow[]) {
  const rows: { target: string; measured: string; verdict: 'met' | 'missed' }[] = []
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed') as 'met' | 'missed'
  for (const [name, r] of [
    ['single-source', floods.single],
    ['rotating-source', floods.rotating],
  ] as const) {
    rows.push({
      target: `${name} flood: the victim signs in every time`,
      measured: `${r.victimOk} of ${r.victimTotal} (${r.victimStatuses})`,
      verdict: verdict(r.victimTotal > 0 && r.victimOk === r.victimTotal),
    })
    rows.push({
      target: `${name} flood: edge-cached /pl p95 within 2× its quiet value`,
      measured: `${floods.quietP95} → ${r.pagesP95} ms (${(r.pagesP95 / floods.quietP95).toFixed(1)}×)`,
      verdict: verdict(r.pagesP95 <= 2 * floods.quietP95),
    })
  }
  const declared = 50 * 1024 * 1024
  rows.push({
    target: '50 MB Content-Length: 413 before its bytes are read',
    measured: `${upload.answer} after ${upload['bytes sent by then']} bytes (${upload['share of the body sent']})`,
    verdict: verdict(upload.answer === 413 && upload['bytes sent by then'] < declared),
  })
  const hits = { page: 0, api: 0 }
  for (const row of vectors) if (hits[row.kind] === 0) hits[row.kind] = row['server CPU ms/request']
  for (const row of vectors.filter((r) => !r.vector.startsWith('cached hit') && !r.vector.endsWith('cached hit'))) {
    const fromCache = row.fromCache === `${row.requests} of ${row.requests}`
    const parity = row['server CPU ms/request'] <= PARITY * hits[row.kind]
    rows.push({
      target: `bypass vector at cached-hit CPU: ${row.vector}`,
      measured: `${row['server CPU ms/request']} ms/request vs ${hits[row.kind]} (${row['vs cached hit']}); from cache ${row.fromCache}`,
      verdict: verdict(fromCache || parity),
    })
  }
  return rows
}
