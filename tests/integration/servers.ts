import { inject } from 'vitest'
import type { IntegrationServer } from './global-setup.ts'

/** This test worker's own server: vitest numbers its workers 1…maxWorkers (VITEST_POOL_ID). */
export function ownServer(): IntegrationServer {
  const servers = inject('servers')
  const pool = Number(process.env.VITEST_POOL_ID ?? 1)
  return servers[(pool - 1) % servers.length]!
}
