/**
 * `npm run test:abuse` — the issue 14 attack pass as a repeatable measurement (not part of `npm test`: it seeds
 * 10,000 facilities into its own state directory and serves them on its own port). Loopback only, bounded loops.
 * Prints and writes (bench-results/abuse.{md,json}):
 *   - every sitemap file: p50/p95 cold (right after an admin write retired the cache) and warm;
 *   - list-API p95 idle, and while 20 clients fetch sitemap files without pause;
 *   - issue 30: login floods of 30 parallel wrong passwords for 15 s, from one address and from a new IPv6 /64 each
 *     time, while the victim signs in from its own network and the edge-cached /pl is timed; a 50 MB
 *     Content-Length upload; server CPU per request of each cache-bypass vector beside a cached hit; then a met /
 *     missed verdict for each of issue 30's "Done means" targets;
 *   - issue 41: 70 form posts naming one victim from 70 networks, and 120 alerts saved and confirmed at one
 *     catch-all domain from 8 IPv6 /64s, each with a met / missed verdict (scripts/lib/abuse-mail.ts);
 *   - issue 41: 40 anonymous 9.9 MB uploads at once and workerd's memory (scripts/lib/abuse-uploads.ts), and a
 *     reservation's mail timed while 5,000 alert mails saturate the bulk mail lane (scripts/lib/abuse-lanes.ts),
 *     each with a met / missed verdict.
 * `--reuse` keeps an existing 10k state directory (skips the ~1 min seed); `--no-build` skips the build;
 * `--only availability` runs the issue 30 part alone; `--only bodies` runs issue 41's nested bodies alone (depth
 * 8,000 on every public JSON endpoint: server CPU per request beside an ordinary invalid body, and a verdict);
 * `--only uploads` and `--only lanes` run those two issue 41 sections alone.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { bypassVectors, doneMeans, load, loginFloods, oversizeUpload } from './lib/abuse-availability.ts'
import { markdownTable, measure, percentile } from './lib/measure.ts'
import { catchAllAlerts, victimFlood } from './lib/abuse-mail.ts'
import { nestedBodies, nestedVerdict } from './lib/abuse-bodies.ts'
import { anonymousUploads } from './lib/abuse-uploads.ts'
import { saturatedLanes } from './lib/abuse-lanes.ts'

const PORT = Number(process.env.ABUSE_PORT ?? 8880)
const COUNT = 10_000
const persistTo = join(ROOT, `.wrangler/abuse-${COUNT}`)
const LIST = '/api/marketplace/facilities?sort=price&limit=24'
const COLD_ROUNDS = 5
const WARM_ROUNDS = 20
const FLOOD_CLIENTS = 20
const onlyAvailability = process.argv.includes('availability')
const onlyBodies = process.argv.includes('bodies')
const onlyUploads = process.argv.includes('uploads')
const onlyLanes = process.argv.includes('lanes')
/** Sections that run unless another one was asked for alone. */
const everything = !onlyAvailability && !onlyBodies && !onlyUploads && !onlyLanes

const vars = Object.fromEntries(
  readFileSync(join(ROOT, existsSync(join(ROOT, '.dev.vars')) ? '.dev.vars' : '.dev.vars.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!.replace(/^["']|["']$/g, '')]),
)

ensureDevVars()
if (!process.argv.includes('--no-build')) build()
if (!process.argv.includes('--reuse') || !existsSync(persistTo))
  prepareDatabase(persistTo, { fresh: true, seedArgs: ['--large', String(COUNT)] })
// FAULTS=mail: the local mailbox's test switches; the lanes section puts outbox rows on the queues with one.
const server = await startServer(PORT, persistTo, { FAULTS: 'mail' })
const url = (path: string) => `${server.url}${path}`
const round = (n: number) => Math.round(n * 10) / 10

async function timed(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number; bytes: number; text: string }> {
  const t0 = performance.now()
  const response = await fetch(url(path), { headers })
  const text = await response.text()
  return { ms: performance.now() - t0, status: response.status, bytes: Buffer.byteLength(text), text }
}

/** A crawler's fetch: gzip accepted, bytes read and dropped (inflating them here would slow the list timings in this process). */
function crawl(path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = httpGet(url(path), { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.on('data', () => undefined)
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', () => resolve(0))
    })
    request.on('error', () => resolve(0))
  })
}

async function login(email: string, password: string, ip: string): Promise<Response> {
  return fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'cf-connecting-ip': ip },
    body: JSON.stringify({ email, password, remember: false }),
  })
}

const sections: string[] = []
const json: Record<string, unknown> = {}
try {
  // An admin write bumps the marketplace generation, which retires every cached sitemap file: the next fetch is cold.
  const adminLogin = await login(vars.SEED_ADMIN_EMAIL!, vars.SEED_ADMIN_PASSWORD!, '198.51.100.1')
  if (!adminLogin.ok) throw new Error(`admin login failed: ${adminLogin.status}`)
  const cookie = /((?:__Host-)?skrytka_session=[^;]+)/.exec(adminLogin.headers.get('set-cookie') ?? '')![1]!
  const retire = async () => {
    const response = await fetch(url('/api/superadmin/facilities/1'), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ phone: '+48 22 290 41 10' }),
    })
    if (!response.ok) throw new Error(`retire failed: ${response.status}`)
  }

  if (everything) {
    // 1. Sitemaps, cold and warm.
    const index = await timed('/sitemap.xml')
    // Another server on this port (a test run's) would answer something else: stop rather than measure it.
    if (!index.text.includes('<sitemapindex'))
      throw new Error(`/sitemap.xml on ${server.url} is not a sitemap index: is the port taken?`)
    const files = [
      '/sitemap.xml',
      ...[...index.text.matchAll(/<loc>https?:\/\/[^/<]+([^<]+)<\/loc>/g)].map((m) => m[1]!),
    ]
    const sitemapRows: Record<string, string | number>[] = []
    for (const path of files) {
      const cold: number[] = []
      const warm: number[] = []
      let last = { bytes: 0, text: '' }
      for (let i = 0; i < COLD_ROUNDS; i++) {
        await retire()
        const r = await timed(path)
        if (r.status !== 200) throw new Error(`${path}: ${r.status}`)
        cold.push(r.ms)
        last = r
      }
      await new Promise((r) => setTimeout(r, 300))
      for (let i = 0; i < WARM_ROUNDS; i++) warm.push((await timed(path)).ms)
      cold.sort((a, b) => a - b)
      warm.sort((a, b) => a - b)
      const urls = (last.text.match(/<url>|<sitemap>/g) ?? []).length
      sitemapRows.push({
        file: path,
        entries: urls,
        'KB (unzipped)': Math.round(last.bytes / 1024),
        'cold p50 ms': round(percentile(cold, 50)),
        'cold p95 ms': round(percentile(cold, 95)),
        'warm p50 ms': round(percentile(warm, 50)),
        'warm p95 ms': round(percentile(warm, 95)),
      })
      console.log(sitemapRows.at(-1))
    }
    sections.push(
      `#### Sitemaps at ${COUNT.toLocaleString('en')} synthetic facilities (cold: ${COLD_ROUNDS} fetches each right after an admin write; warm: ${WARM_ROUNDS})\n\n${markdownTable(sitemapRows)}`,
    )
    json.sitemaps = sitemapRows

    // 2. List API idle, then under 20 clients fetching sitemap files without pause (starting cold).
    await fetch(url(LIST))
    const idle = await measure(() => url(LIST), { total: 200, concurrency: 4 })
    await retire()
    let flooding = true
    let sitemapFetches = 0
    let sitemapErrors = 0
    const flood = Array.from({ length: FLOOD_CLIENTS }, async (_, client) => {
      for (let i = 0; flooding && i < 10_000; i++) {
        const status = await crawl(files[(client + i) % files.length]!)
        sitemapFetches++
        if (status !== 200) sitemapErrors++
      }
    })
    const loaded = await measure(() => url(LIST), { total: 200, concurrency: 4 })
    flooding = false
    await Promise.all(flood)
    const floodRows = [
      {
        case: 'list API, idle',
        requests: idle.requests,
        errors: idle.errors,
        'p50 ms': idle.p50,
        'p95 ms': idle.p95,
        'vs idle p95': '1.0×',
      },
      {
        case: `list API, ${FLOOD_CLIENTS} clients fetching sitemaps (${sitemapFetches} fetches, ${sitemapErrors} errors)`,
        requests: loaded.requests,
        errors: loaded.errors,
        'p50 ms': loaded.p50,
        'p95 ms': loaded.p95,
        'vs idle p95': `${(loaded.p95 / idle.p95).toFixed(1)}×`,
      },
    ]
    sections.push(`#### List API under a sitemap flood (200 requests, 4 at a time)\n\n${markdownTable(floodRows)}`)
    json.flood = floodRows
  }

  const verdictLine = (v: { target: string; measured: string; verdict: 'met' | 'missed' }) =>
    console.log(`${v.verdict === 'met' ? '✔ met   ' : '✘ missed'}  ${v.target}: ${v.measured}`)

  // Issue 41: anonymous uploads' memory, first, on a quiet server.
  if (everything || onlyUploads) {
    const uploads = await anonymousUploads(server.url, server.child.pid)
    sections.push(
      `#### Anonymous uploads (issue 41): workerd's resident memory (load ${load()})\n\n${markdownTable([uploads.row])}\n\n${markdownTable([uploads.verdict])}`,
    )
    json.anonymousUploads = uploads
    verdictLine(uploads.verdict)
  }

  // Issue 41: nested bodies, before the floods below use up the machine.
  if (!onlyUploads && !onlyLanes) {
    const bodies = await nestedBodies(server.url, server.child.pid)
    const bodiesVerdict = nestedVerdict(bodies)
    sections.push(
      `#### Nested bodies (issue 41): server CPU per request, sequential, a network each\n\n${markdownTable(bodies)}\n\n${markdownTable([bodiesVerdict])}`,
    )
    json.nestedBodies = { rows: bodies, verdict: bodiesVerdict }
    verdictLine(bodiesVerdict)
  }

  if (!onlyBodies && !onlyUploads && !onlyLanes) {
    // 3. Issue 30: login floods, an over-size body, cache-bypass vectors.
    const victim = { email: vars.SEED_ADMIN_EMAIL!, password: vars.SEED_ADMIN_PASSWORD! }
    const floods = await loginFloods(server.url, victim)
    sections.push(
      `#### Login floods (issue 30): the victim signs in from its own network once a second; four clients time the edge-cached /pl (quiet p95 first)\n\n${markdownTable(floods.rows)}`,
    )
    json.loginFloods = floods.results
    const upload = await oversizeUpload(server.url)
    sections.push(`#### An over-size body (load ${load()})\n\n${markdownTable([upload])}`)
    json.oversize = upload
    const vectors = await bypassVectors(server.url, server.child.pid)
    sections.push(
      `#### Cache-bypass vectors: server CPU per request (the server's process group, ADR 0030; load ${load()})\n\n${markdownTable(vectors)}`,
    )
    json.bypass = vectors
    const verdicts = doneMeans(floods.results, upload, vectors)
    sections.push(
      `#### Issue 30's "Done means" (${verdicts.filter((v) => v.verdict === 'met').length} of ${verdicts.length} met)\n\n${markdownTable(verdicts)}`,
    )
    json.doneMeans = verdicts
    for (const v of verdicts)
      console.log(`${v.verdict === 'met' ? '✔ met   ' : '✘ missed'}  ${v.target}: ${v.measured}`)

    // 4. Issue 41: our forms made to mail a third party, and alerts multiplied through a catch-all domain.
    const mail = [await victimFlood(server.url), await catchAllAlerts(server.url)]
    sections.push(
      `#### Mail to third parties and alert amplification (issue 41)\n\n${markdownTable(mail.map((m) => m.row))}\n\n${markdownTable(mail.map((m) => m.verdict))}`,
    )
    json.mail = mail
    for (const { verdict: v } of mail) verdictLine(v)
  }

  // Issue 41: the mail lanes, last: it fills the bulk lane and its day's budget.
  if (everything || onlyLanes) {
    const lanes = await saturatedLanes(server.url, persistTo)
    sections.push(
      `#### Mail lanes (issue 41): a reservation's mail while the bulk lane is saturated (load ${load()})\n\n${markdownTable(lanes.rows)}\n\n${markdownTable([lanes.verdict])}`,
    )
    json.mailLanes = lanes
    verdictLine(lanes.verdict)
  }
} finally {
  await server.stop()
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${process.platform}, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z`
const markdown = `### \`npm run test:abuse\` — ${machine}\n\n${sections.join('\n\n')}\n`
mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
writeFileSync(join(ROOT, 'bench-results/abuse.json'), JSON.stringify({ machine, ...json }, null, 2))
writeFileSync(join(ROOT, 'bench-results/abuse.md'), markdown)
console.log(`\n${markdown}`)
