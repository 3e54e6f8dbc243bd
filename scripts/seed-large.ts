/**
 * `npm run seed:large -- [count] [persistDir]`: the demo seed plus `count` synthetic facilities (default 10 000)
 * in the local D1 state (default .wrangler/state, the one `npm start` serves). Applies migrations first.
 */
import { join, resolve } from 'node:path'
import { ROOT, ensureDevVars, prepareDatabase } from './lib/local-server.ts'

const [countArg, dirArg] = process.argv.slice(2)
const count = Number(countArg ?? 10_000)
if (!Number.isInteger(count) || count < 0) {
  console.error(
    `Usage: npm run seed:large -- [count] [persistDir]  (count must be a non-negative integer, got ${countArg})`,
  )
  process.exit(1)
}
const persistTo = dirArg ? resolve(dirArg) : join(ROOT, '.wrangler/state')

ensureDevVars()
const started = performance.now()
prepareDatabase(persistTo, { seedArgs: ['--large', String(count)] })
console.log(`seed:large done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
