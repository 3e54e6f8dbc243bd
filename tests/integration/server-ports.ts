/** Read by vitest.config.ts too, so nothing here imports vitest. */
const basePort = () => Number(process.env.INTEGRATION_PORT ?? 8791)

/** How many test workers, and so servers: INTEGRATION_WORKERS, default 2 (this machine kind has 2 cores). */
export const integrationWorkers = () => Math.max(1, Number(process.env.INTEGRATION_WORKERS ?? 2))

/**
 * The servers' ports: INTEGRATION_PORT for the first, then INTEGRATION_PORT + 51, + 52, …: clear of the extra servers
 * some files start (offsets 20–43, tests/integration/http.ts) and of the browser tests' default port (8792).
 */
export function integrationServerPorts(): number[] {
  return Array.from({ length: integrationWorkers() }, (_, i) => (i === 0 ? basePort() : basePort() + 50 + i))
}
