/**
 * `npm run dev`: prepares local D1 as `npm start` does (migrations; the demo seed into an empty database), then
 * runs Vite with HMR in workerd, offline. Same `.wrangler/state` as `npm start`, so both see the same data.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { OFFLINE_ENV, ROOT, ensureDevVars, prepareDatabase } from './lib/local-server.ts'

const port = process.env.PORT ?? '5173'
ensureDevVars()
prepareDatabase(join(ROOT, '.wrangler/state'))
// OFFLINE_ENV sets CLOUDFLARE_CF_FETCH_ENABLED=false: miniflare under the Vite plugin then uses its built-in
// Request.cf instead of downloading one (the plugin has no option of its own for it).
const vite = spawn('vite', ['dev', '--port', port, '--strictPort', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: { ...OFFLINE_ENV, DEV_SITE_ORIGIN: `http://127.0.0.1:${port}` },
  stdio: 'inherit',
})
vite.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal))
