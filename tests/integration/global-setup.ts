import type { TestProject } from 'vitest/node'
import {
  ensureDevVars,
  prepareDatabase,
  startServer,
  testStateDir,
  type LocalServer,
} from '../../scripts/lib/local-server.ts'
import { integrationServerPorts } from './server-ports.ts'

/** One test server: where it answers, and the folder of its own D1/KV state. */
export type IntegrationServer = { baseUrl: string; persistTo: string }

declare module 'vitest' {
  export interface ProvidedContext {
    servers: IntegrationServer[]
  }
}

const servers: LocalServer[] = []
export const INTEGRATION_HEALTHZ_TOKEN = 'integration-healthz-token'

/**
 * The BUILT worker in workerd (npm test builds first), once per test worker: each gets a fresh, seeded database of
 * its own, so files run in parallel without sharing state (tests/integration/servers.ts picks a file's server).
 */
export async function setup(project: TestProject) {
  ensureDevVars()
  const ports = integrationServerPorts()
  for (const port of ports) prepareDatabase(testStateDir(port), { fresh: true })
  // FAULTS=mail: the local mailer's fault switch (/__dev/mail/faults) for the mail delivery tests. The deep /healthz
  // check is for a token holder (healthz.test.ts); the value is the tests' own.
  try {
    const started = await Promise.allSettled(
      ports.map((port) =>
        startServer(port, testStateDir(port), { FAULTS: 'mail', HEALTHZ_TOKEN: INTEGRATION_HEALTHZ_TOKEN }),
      ),
    )
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    // vitest skips teardown when setup throws: the servers already up must not keep their ports.
    await teardown()
    throw error
  }
  project.provide(
    'servers',
    servers.map((server, i) => ({ baseUrl: server.url, persistTo: testStateDir(ports[i]!) })),
  )
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()))
}
