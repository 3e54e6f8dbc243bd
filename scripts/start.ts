/** `npm start`: build, prepare local D1 (migrations; the seed only into an empty database) and serve offline. */
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, startLocal } from './lib/local-server.ts'

const port = Number(process.env.PORT ?? 8787)
const persistTo = join(ROOT, '.wrangler/state')

ensureDevVars()
build()
const server = await startLocal(port, persistTo)
console.log(`\nSkrytka is running at ${server.url}  (Ctrl+C to stop)\n`)
const stop = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
