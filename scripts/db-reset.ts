/** `npm run db:reset`: deletes the local D1/KV state `npm start` serves, then migrates and seeds it afresh. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, prepareDatabase } from './lib/local-server.ts'

const persistTo = join(ROOT, '.wrangler/state')
ensureDevVars()
// `wrangler d1` reads the config that `vite build` redirects to (dist/server/wrangler.json).
if (!existsSync(join(ROOT, '.wrangler/deploy/config.json'))) build()
prepareDatabase(persistTo, { fresh: true })
console.log(`Local database reset: ${persistTo}`)
