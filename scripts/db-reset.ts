/** `npm run db:reset`: deletes the local D1/KV state `npm start` serves, then migrates and seeds it afresh. */
import { join } from 'node:path'
import { ROOT, ensureDevVars, prepareDatabase } from './lib/local-server.ts'

const persistTo = join(ROOT, '.wrangler/state')
ensureDevVars()
prepareDatabase(persistTo, { fresh: true })
console.log(`Local database reset: ${persistTo}`)
