/**
 * The bench's throughput part: requests per second for pages in each cache state, next to a static asset of about
 * the home page's size (the most this worker can serve those bytes at here). Several servers (builds) can be
 * measured in one run: every target is measured on each server in turn, the order reversed every round (A B, B A,
 * …), so a burst of load on the shared machine falls on all of them alike (ADR 0023). Each row's ratio to static
 * is taken within its own round, against the same server's static run.
 */
import autocannon from 'autocannon'
import { readdirSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { markdownTable, measure } from './measure.ts'
import { cpuSplit, groupCpuByName, groupCpuMs } from './proc-cpu.ts'

/** `pgid`: the server's process group (its Node process and workerd), whose CPU time is counted. */
export type ThroughputServer = { label: string; url: string; assets: string; pgid?: number }
type Run = { rps: number; p50: number; p99: number; errors: number; requests: number }

const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' }
const SESSION = { ...UA, cookie: 'skrytka_session=bench-not-a-real-session' }
/**
 * A cookie named like the D1 bookmark that the server did not sign: since ADR 0042 it is an anonymous visitor and is
 * answered from the cache (only a browser that has really just written skips it).
 */
const BOOKMARK = { ...UA, cookie: 'skrytka_d1=bench-not-a-real-bookmark' }

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')

type Target = { name: string; run: (base: string, round: number, seconds: number) => Promise<Run> }

async function timed(url: string, seconds: number, headers: Record<string, string> = UA): Promise<Run> {
  // One request first: a miss here fills the cache the timed part is about.
  await (await fetch(url, { headers })).arrayBuffer()
  const result = await autocannon({ url, connections: 10, duration: seconds, headers })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  }
}

async function counted(makeUrl: (i: number) => string, total: number, headers?: Record<string, string>) {
  const s = await measure(makeUrl, { total, concurrency: 10, headers })
  return { rps: s.rps, p50: s.p50, p99: s.p99, errors: s.errors, requests: s.requests }
}

function targets(staticPath: (server: string) => string): Target[] {
  return [
    { name: 'static asset', run: (base, _round, seconds) => timed(`${base}${staticPath(base)}`, seconds) },
    {
      // Public pages render as nobody, so a session shares the cached copy (ADR 0008 as amended): this row is a hit.
      name: 'home, session cookie (edge-cached: rendered as nobody)',
      run: (base, _round, seconds) => timed(`${base}/pl`, seconds, SESSION),
    },
    {
      // Issue 30's cheapest cache bypass, closed: this row should read like the edge-cached one.
      name: 'home, forged D1 bookmark cookie (edge-cached: not signed by the server)',
      run: (base, _round, seconds) => timed(`${base}/pl`, seconds, BOOKMARK),
    },
    {
      name: 'home, uncached SSR (new URL each request)',
      run: async (base, round, seconds) => {
        // Every request a new URL (new in every round too): always a miss, always a full render.
        const run = await counted((i) => `${base}/pl?bench=uncached-${round}-${i}`, 60 * seconds, UA)
        // Each of those pages is being written to the edge cache in the background: let that finish before the
        // next target is measured, or it competes with it.
        await new Promise((resolve) => setTimeout(resolve, 5000))
        return run
      },
    },
    { name: 'home, edge-cached', run: (base, _round, seconds) => timed(`${base}/pl`, seconds) },
    {
      name: 'facility detail (cached)',
      run: (base, _round, seconds) => timed(`${base}/pl/magazyn-self-storage/lockerbox-warszawa`, seconds),
    },
    {
      name: 'list API, KV hit',
      run: (base, _round, seconds) => timed(`${base}/api/marketplace/facilities?q=warszawa&limit=24`, seconds),
    },
    {
      name: 'list API, KV miss',
      run: (base, round, seconds) =>
        counted((i) => `${base}/api/marketplace/facilities?q=warszawa&limit=24&bench=${round}-${i}`, 60 * seconds),
    },
  ]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

/** Median keeping two decimals (CPU milliseconds). */
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 100) / 100
}

export async function measureThroughput(
  servers: ThroughputServer[],
  {
    rounds = 1,
    seconds = 10,
    log = (_line: string) => {},
    only,
  }: { rounds?: number; seconds?: number; log?: (line: string) => void; only?: string[] } = {},
): Promise<{ markdown: string; rows: Record<string, string | number>[] }> {
  // A static asset of about the home HTML's size, in each server's own build (asset names differ between builds).
  const homeBytes = (await (await fetch(`${servers[0]!.url}/pl`, { headers: UA })).arrayBuffer()).byteLength
  const staticOf = new Map(
    servers.map((server) => {
      const file = readdirSync(server.assets)
        .map((f) => ({ f, d: Math.abs(statSync(`${server.assets}/${f}`).size - homeBytes) }))
        .sort((a, b) => a.d - b.d)[0]!.f
      return [server.url, `/assets/${file}`]
    }),
  )
  // The static asset always runs: every ratio is taken against it.
  const list = targets((base) => staticOf.get(base)!).filter(
    (target, i) => i === 0 || !only || only.some((part) => target.name.includes(part)),
  )
  // runs[target][server][round]
  const runs = list.map(() => servers.map(() => [] as (Run & { cpuMs: number; cpuByProcess: string })[]))
  const loads: string[] = []
  for (let round = 0; round < rounds; round++) {
    loads.push(loadAverage())
    log(`round ${round + 1}/${rounds}, load average ${loads.at(-1)}`)
    const order = servers.map((_, i) => i)
    if (round % 2) order.reverse()
    for (const [t, target] of list.entries()) {
      for (const s of order) {
        const cpuBefore = groupCpuMs(servers[s]!.pgid)
        const byNameBefore = groupCpuByName(servers[s]!.pgid)
        const run = await target.run(servers[s]!.url, round, seconds)
        // The new-URL rows wait for their background cache writes inside `run`: those count, as they should.
        const cpuMs = Math.round(((groupCpuMs(servers[s]!.pgid) - cpuBefore) / Math.max(1, run.requests)) * 100) / 100
        const cpuByProcess = cpuSplit(byNameBefore, groupCpuByName(servers[s]!.pgid), run.requests)
        runs[t]![s]!.push({ ...run, cpuMs, cpuByProcess })
        log(
          `  ${target.name}${servers[s]!.label ? ` [${servers[s]!.label}]` : ''}: ${run.rps} req/s, ${cpuMs} CPU ms/request`,
        )
      }
    }
  }
  const rows: Record<string, string | number>[] = []
  for (const [t, target] of list.entries()) {
    for (const [s, server] of servers.entries()) {
      const mine = runs[t]![s]!
      const ratios = mine.map((run, round) => Math.round((run.rps / Math.max(1, runs[0]![s]![round]!.rps)) * 100))
      rows.push({
        target: target.name === 'static asset' ? `static asset (${staticOf.get(server.url)!.slice(8)})` : target.name,
        ...(servers.length > 1 ? { build: server.label } : {}),
        'req/s': median(mine.map((run) => run.rps)),
        ...(rounds > 1 ? { 'req/s, each round': mine.map((run) => run.rps).join(' / ') } : {}),
        'p50 ms': median(mine.map((run) => run.p50)),
        'p99 ms': median(mine.map((run) => run.p99)),
        errors: mine.reduce((sum, run) => sum + run.errors, 0),
        'server CPU ms/request': medianOf(mine.map((run) => run.cpuMs)),
        ...(rounds > 1 ? { 'CPU ms, each round': mine.map((run) => run.cpuMs).join(' / ') } : {}),
        'CPU ms/request by process': mine.at(-1)!.cpuByProcess,
        'vs static': `${median(ratios)}%`,
        // What the req/s ratio would be on a machine where this server had the cores to itself.
        'vs static by CPU': `${Math.round((medianOf(runs[0]![s]!.map((run) => run.cpuMs)) / medianOf(mine.map((run) => run.cpuMs))) * 100)}%`,
        ...(rounds > 1 ? { 'vs static, each round': ratios.map((r) => `${r}%`).join(' / ') } : {}),
      })
    }
  }
  const conditions =
    rounds > 1
      ? `${rounds} rounds of ~${seconds} s per target${servers.length > 1 ? ', builds alternating, order reversed every round' : ''}; load average at each round's start ${loads.join(', ')}; at end ${loadAverage()}`
      : `~${seconds} s each; load average at end ${loadAverage()}`
  return { markdown: `### Throughput (10 connections; ${conditions})\n\n${markdownTable(rows)}`, rows }
}

/**
 * One page of another server (the floor, scripts/lib/floor.ts) under the same load as the targets above: req/s and
 * its server's CPU ms per request, so a ratio to the product can be read either way.
 */
export async function measurePage(url: string, pgid: number | undefined, seconds = 10) {
  const cpuBefore = groupCpuMs(pgid)
  const byNameBefore = groupCpuByName(pgid)
  const run = await timed(url, seconds)
  const cpuMs = Math.round(((groupCpuMs(pgid) - cpuBefore) / Math.max(1, run.requests)) * 100) / 100
  return { ...run, cpuMs, cpuByProcess: cpuSplit(byNameBefore, groupCpuByName(pgid), run.requests) }
}
