/**
 * The floor (bench/floor/, issue 31): a bare TanStack Start + Query app with one route, built with this checkout's
 * node_modules (the project's lockfile, so the same framework versions) and served the same way (serve-worker.ts).
 * `npm run bench` measures it beside the product's pages in the same run.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { type LocalServer, OFFLINE_ENV, ROOT, run, serveArgs } from './local-server.ts'

export const FLOOR_DIR = join(ROOT, 'bench/floor')

export function buildFloor() {
  run('vite', ['build', '--config', join(FLOOR_DIR, 'vite.config.ts')])
}

export async function startFloor(port: number): Promise<LocalServer> {
  const url = `http://127.0.0.1:${port}`
  if (await answers(url)) throw new Error(`port ${port} is already in use: pick another (BENCH_FLOOR_PORT)`)
  const config = join(FLOOR_DIR, 'dist/server/wrangler.json')
  const child = spawn('node', serveArgs(config, port, join(ROOT, '.wrangler/bench-floor')), {
    cwd: FLOOR_DIR,
    env: OFFLINE_ENV,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      // The whole process group: workerd outlives wrangler otherwise.
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        done()
      }
    })
  for (let waited = 0; !(await answers(url)); waited += 250) {
    if (child.exitCode !== null || waited > 60_000) {
      await stop()
      throw new Error(`the floor did not start on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, child, stop }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}
