/**
 * `node scripts/profile-render.ts [--no-build] [--requests N] [path …]` — where an uncached render spends its CPU
 * (issue 45, ADR 0103). Builds the Worker with the benchmark hooks (BENCH_HOOKS=1, so `?bench=` misses every cache),
 * serves it on BENCH_PORT (default 8870) and, per page path (the six page types by default):
 * - server CPU ms per uncached request, by process (`/proc`, as the bench's throughput part counts it);
 * - a V8 CPU profile of the Worker's isolate over the inspector (serve-worker's `--inspector-port`, BENCH_PORT + 10000)
 *   while the same requests run again, source-mapped to our files and packages: self time by package or file and
 *   time inclusive of callees by package or file.
 * Sequential requests, so one render's work is not mixed with another's waits. The profiler and the inspector
 * (every `console.log` crosses it) add their own cost: read shares, not absolute milliseconds. Prints Markdown and
 * writes the raw profile to bench-results/render.cpuprofile (loadable in Chrome's DevTools).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { join } from 'node:path'
import { type LocalServer, ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { markdownTable } from './lib/measure.ts'
import { countAndPages } from './lib/page-types.ts'
import { groupProcessCpuMs } from './lib/proc-cpu.ts'
import { loadAverage } from './lib/throughput.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8870)
const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' }
const { count: requests, pages } = countAndPages('requests', 60)

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

let sequence = 0
/** One uncached render: a `bench` value never asked for before misses every cache. */
async function render(server: LocalServer, path: string) {
  const response = await fetch(`${server.url}${path}?bench=profile-${process.pid}-${sequence++}`, { headers: UA })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
}

/**
 * CPU ms so far per process of the server's group: the workerd with an inspector runs the Worker (and Miniflare's KV,
 * D1 and cache simulators); Node is scripts/serve-worker.ts, which a deployment does not have. A second workerd would
 * be a proxy in front (`wrangler dev` had one, ADR 0113).
 */
function cpuByRole(pgid: number): Record<string, number> {
  const out: Record<string, number> = {}
  for (const { pid, name, ms } of groupProcessCpuMs(pgid)) {
    let role = name
    if (name === 'workerd') {
      let args = ''
      try {
        args = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      } catch {}
      role = args.includes('--inspector-addr') ? 'workerd (Worker)' : 'workerd (proxy)'
    }
    out[role] = (out[role] ?? 0) + ms
  }
  return out
}

async function cpuPerRequest(server: LocalServer, path: string): Promise<Record<string, number>> {
  const before = cpuByRole(server.child.pid!)
  for (let i = 0; i < requests; i++) await render(server, path)
  // The cache writes left to waitUntil belong to these requests.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const after = cpuByRole(server.child.pid!)
  return Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, (ms - (before[name] ?? 0)) / requests]))
}

/** Chrome DevTools protocol over the inspector's WebSocket (a local Origin, which workerd accepts). */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[]
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, {
    headers: { origin: 'http://localhost' },
  } as unknown as string[])
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  const waiting = new Map<number, (result: unknown) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  }
  let id = 0
  return {
    send: (method: string, params: object = {}) =>
      new Promise<unknown>((resolve) => {
        waiting.set(++id, resolve)
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

/** Source maps of the built Worker's chunks, by the script URL workerd reports. */
function locator(serverDir: string) {
  const maps = new Map<string, SourceMap | null>()
  return (frame: CallFrame): string => {
    if (!frame.url) return `(${frame.functionName || 'native'})`
    let map = maps.get(frame.url)
    if (map === undefined) {
      const name = frame.url.slice(frame.url.lastIndexOf('/') + 1)
      const file = [join(serverDir, `${name}.map`), join(serverDir, 'assets', `${name}.map`)].find(existsSync)
      map = file ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null
      maps.set(frame.url, map)
    }
    const source = map?.findEntry(frame.lineNumber, frame.columnNumber)
    const original = (source && 'originalSource' in source && source.originalSource) || frame.url
    // A package is one bucket; our own code is bucketed by file.
    const path = original.replace(/^.*?\/(node_modules|src|worker|api|server|kernel|content)\//, '$1/')
    return /^node_modules\/((@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path
  }
}

/** Self and inclusive milliseconds per bucket; idle samples are not counted. */
function buckets(profile: Profile, bucketOf: (frame: CallFrame) => string) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const bucket = new Map<number, string>()
  const of = (id: number) => {
    let name = bucket.get(id)
    if (name === undefined) {
      name = bucketOf(nodes.get(id)!.callFrame)
      bucket.set(id, name)
    }
    return name
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  let total = 0
  for (const [i, id] of profile.samples.entries()) {
    if (nodes.get(id)!.callFrame.functionName === '(idle)') continue
    // A sample's time is the gap to the next one, capped: time outside the isolate is not this frame's.
    const ms = Math.min(profile.timeDeltas[i + 1] ?? 100, 1000) / 1000
    total += ms
    add(self, of(id), ms)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = of(at)
      if (!seen.has(name)) add(inclusive, name, ms)
      seen.add(name)
    }
  }
  return { self, inclusive, total }
}

function top(map: Map<string, number>, total: number, renders: number, count = 30) {
  const rows = [...map]
    .filter(([name]) => name !== '((root))' && name !== '(root)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({
      'package or file': name,
      'ms per render': (ms / renders).toFixed(2),
      share: `${((100 * ms) / total).toFixed(1)} %`,
    }))
  return markdownTable(rows)
}

ensureDevVars()
if (!process.argv.includes('--no-build')) build({ benchHooks: true })
const persistTo = join(ROOT, '.wrangler/bench-profile')
prepareDatabase(persistTo, { fresh: true })
const server = await startServer(PORT, persistTo, { BENCH_CACHE_BUST: 'bench' })
try {
  // Warm: every module loaded, every remembered text and list in the isolate's memory.
  for (const path of pages) for (let i = 0; i < 20; i++) await render(server, path)
  const rows = []
  for (const path of pages) {
    const split = await cpuPerRequest(server, path)
    const total = Object.values(split).reduce((sum, ms) => sum + ms, 0)
    const byProcess = Object.entries(split)
      .filter(([, ms]) => ms >= 0.05)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ')
    rows.push({ page: path, 'server CPU ms/request': total.toFixed(1), 'by process': byProcess, load: loadAverage() })
  }
  console.log(`## Uncached renders, ${requests} sequential requests per page\n\n${markdownTable(rows)}`)
  const session = await inspector(PORT + 10_000)
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 100 })
  await session.send('Profiler.start')
  for (const path of pages) for (let i = 0; i < requests; i++) await render(server, path)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const { profile } = (await session.send('Profiler.stop')) as { profile: Profile }
  session.close()
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench-results/render.cpuprofile'), JSON.stringify(profile))
  const { self, inclusive, total } = buckets(profile, locator(join(ROOT, 'dist/server')))
  const renders = pages.length * requests
  console.log(
    [
      `## The isolate's JavaScript, ${(total / renders).toFixed(2)} ms per render under the profiler (load ${loadAverage()})`,
      `### Self time\n\n${top(self, total, renders)}`,
      `### Inclusive of callees\n\n${top(inclusive, total, renders)}`,
    ].join('\n\n'),
  )
} finally {
  await server.stop()
}
