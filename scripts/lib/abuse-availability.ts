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
  const results: Record<string, unknown> = { quietP95 }
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

/** A declared 50 MB body, sent 64 KB at a time: how much had left the client when the answer came, and when. */
export function oversizeUpload(base: string, declared = 50 * 1024 * 1024) {
  const url = new URL('/api/forms/demo-request', base)
  return new Promise<Record<string, string | number>>((resolve) => {
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

type Vector = { name: string; path: string; method?: string; headers?: Record<string, string> }

/**
 * Server CPU per request (the server's process group, ADR 0030) for each way issue 30 found to skip the edge cache,
 * beside a plain cached hit. Sequential requests, so the count is exact; the page is warmed first.
 */
export async function bypassVectors(base: string, pgid: number | undefined, requests = 300) {
  const stamp = Date.now().toString(36)
  const vectors: Vector[] = [
    { name: 'cached hit: GET /pl', path: '/pl' },
    { name: 'a cookie named like the D1 bookmark (skrytka_d1=x)', path: '/pl', headers: { cookie: 'skrytka_d1=x' } },
    { name: 'HEAD /pl', path: '/pl', method: 'HEAD' },
    { name: 'a random ?demo= value', path: '/pl?demo=RANDOM' },
    { name: 'a random ?trial= value', path: '/pl?trial=RANDOM' },
    { name: 'list API, cached hit', path: '/api/marketplace/facilities?limit=24' },
    {
      name: 'list API with a forged x-d1-bookmark header',
      path: '/api/marketplace/facilities?limit=24',
      headers: { 'x-d1-bookmark': '00000001-00000001-00000001-abc' },
    },
    { name: 'a not-found page (the same unknown path again)', path: `/pl/nie-ma-${stamp}` },
  ]
  const rows: Record<string, string | number>[] = []
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
    rows.push({
      vector: vector.name,
      requests,
      answers: [...states].map(([state, count]) => `${count}× ${state}`).join(', '),
      'server CPU ms/request': round(cpu),
      'ms/request (wall)': round((performance.now() - t0) / requests),
    })
  }
  const hit = Number(rows[0]!['server CPU ms/request'])
  for (const row of rows) row['vs cached hit'] = `${(Number(row['server CPU ms/request']) / hit).toFixed(1)}×`
  return rows
}
