/** `npm start`: build, prepare local D1 (migrations + seed) and serve the production worker offline. */
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = join(ROOT, '.wrangler/state')

ensureDevVars()
build()
prepareDatabase(persistTo)
const server = await startServer(port, persistTo)
console.log(`\nSkrytka is running at ${server.url}  (Ctrl+C to stop)\n`)
const stop = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
