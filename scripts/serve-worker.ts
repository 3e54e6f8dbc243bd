/**
 * Serves a built Worker in workerd through Miniflare itself, with the bindings its wrangler config declares: one
 * workerd, the Worker answering the port. `wrangler dev` puts a proxy Worker of its own in front (for reloads a built
 * Worker never needs), and that proxy loses a POST now and then on a 2-core machine when the connection it reuses is
 * closed under it ("Network connection lost", workers-sdk issues 15203 and 15317; ADR 0113).
 *
 *   node scripts/serve-worker.ts --config dist/server/wrangler.json --port 8790 --persist-to DIR [--var KEY:VALUE]…
 *     [--test-scheduled] [--inspector-port N]
 *
 * Local state is kept where `wrangler dev --persist-to DIR` and `wrangler d1 … --persist-to DIR` keep it (DIR/v3), so
 * the two read and write the same files. SIGTERM or SIGINT disposes of workerd and exits.
 */
import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { Log, LogLevel, Miniflare, type V4WorkerOptions, convertV4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string' },
    ip: { type: 'string', default: '127.0.0.1' },
    'persist-to': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
    'test-scheduled': { type: 'boolean', default: false },
    'inspector-port': { type: 'string' },
  },
})
if (!values.config || !values.port || !values['persist-to'])
  throw new Error('usage: serve-worker.ts --config FILE --port N --persist-to DIR [--var KEY:VALUE]…')

const config = resolve(values.config)
const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config)
if (!main) throw new Error(`${config} names no main module`)
// The build's chunks, listed: Miniflare 5 takes modules by name (the build is ES modules only, ADR 0083).
const root = dirname(main)
const chunks = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(root, name))
  .filter((path) => path !== main)
const vars = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(':')
    return [pair.slice(0, at), pair.slice(at + 1)]
  }),
)

const { modulesRules: _rules, rootPath: _root, ...bindingOptions } = workerOptions
const worker: V4WorkerOptions = {
  ...bindingOptions,
  name: 'worker',
  rootPath: root,
  modulesRoot: root,
  modules: [main, ...chunks].map((path) => ({ type: 'ESModule' as const, path })),
  bindings: { ...(workerOptions.bindings as V4WorkerOptions['bindings']), ...vars },
}

/**
 * Worker console lines as wrangler prints them, so a server's errors read the same in every log (failure-lines), at
 * wrangler's level switch (WRANGLER_LOG: the local scripts keep warnings and errors, `log` shows every request).
 */
const LEVELS = ['debug', 'info', 'log', 'warn', 'error']
const shown = Math.max(0, LEVELS.indexOf(process.env.WRANGLER_LOG ?? 'log'))
function printLog({ level, message }: { level: string; message: string }) {
  if (LEVELS.indexOf(level) < shown) return
  if (level === 'error') console.error(`✘ [ERROR] ${message}`)
  else if (level === 'warn') console.warn(`▲ [WARNING] ${message}`)
  else console.log(message)
}

// wrangler describes the Worker in Miniflare 4's option shape; Miniflare 5 takes it converted.
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: values.ip,
    port: Number(values.port),
    // The Worker's V8 inspector, for a CPU profile of a render (scripts/profile-render.ts).
    inspectorPort: values['inspector-port'] ? Number(values['inspector-port']) : undefined,
    resourcePersistencePath: join(resolve(values['persist-to']), 'v3'),
    unsafeTriggerHandlers: values['test-scheduled'],
    logRequests: false,
    // No Request.cf fetched from Cloudflare: everything stays on this machine (OFFLINE_ENV).
    cf: false,
    log: new Log(LogLevel.WARN),
    handleStructuredLogs: printLog,
    workers: [worker],
  }),
)
await miniflare.ready

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await miniflare.dispose()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
