/** Playwright's webServer: a fresh, seeded database and the already-built worker on the given port. */
import { seedSessionPool } from '../tests/seeded-session.ts'
import { ensureDevVars, prepareDatabase, startServer, testStateDir } from './lib/local-server.ts'

const port = Number(process.env.PORT ?? 8790)
const persistTo = testStateDir(port)
ensureDevVars()
prepareDatabase(persistTo, { fresh: true })
// Sign-in sessions for the tests, written while no server holds the database (tests/seeded-session.ts).
await seedSessionPool(persistTo)
// Browser suites sign in many times from one address; production limits stay the default elsewhere.
const server = await startServer(port, persistTo, {
  RATE_LIMIT_LOGIN_PER_IP: '1000',
  RATE_LIMIT_LOGIN_PER_EMAIL: '200',
  RATE_LIMIT_FORMS_PER_IP: '200',
  // The local mailer's fault switch (/__dev/mail/faults), for the mail journeys.
  FAULTS: 'mail',
})
console.log(`test server ready at ${server.url}`)
const stop = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
