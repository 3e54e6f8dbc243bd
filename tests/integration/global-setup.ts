import type { TestProject } from 'vitest/node'
import {
  ensureDevVars,
  prepareDatabase,
  startServer,
  testStateDir,
  type LocalServer,
} from '../../scripts/lib/local-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    persistTo: string
  }
}

let server: LocalServer | undefined

/** The BUILT worker in workerd with a fresh, seeded D1 (npm test builds first). */
export async function setup(project: TestProject) {
  const port = Number(process.env.INTEGRATION_PORT ?? 8791)
  const persistTo = testStateDir(port)
  ensureDevVars()
  prepareDatabase(persistTo, { fresh: true })
  // FAULTS=mail: the local mailer's fault switch (/__dev/mail/faults) for the mail delivery tests.
  server = await startServer(port, persistTo, { FAULTS: 'mail' })
  project.provide('baseUrl', server.url)
  project.provide('persistTo', persistTo)
}

export async function teardown() {
  await server?.stop()
}
