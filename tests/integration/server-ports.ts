/** Read by vitest.config.ts too, so nothing here imports vitest. */
const basePort = () => Number(process.env.INTEGRATION_PORT ?? 8791)

/**
 * How many test workers, and so servers: INTEGRATION_WORKERS, default 3. More than the 2 cores of this machine kind:
 * the slowest files mostly wait (mail and alert queues, batch timeouts), so a third server fills the gaps (122 s
 * against 177 s for the layer, issue 37).
 */
export const integrationWorkers = () => Math.max(1, Number(process.env.INTEGRATION_WORKERS ?? 3))

/**
 * The servers' ports: INTEGRATION_PORT for the first, then INTEGRATION_PORT + 51, + 52, …: clear of the extra servers
 * some files start (offsets 20–43, tests/integration/http.ts) and of the browser tests' default port (8792).
 */
export function integrationServerPorts(): number[] {
  return Array.from({ length: integrationWorkers() }, (_, i) => (i === 0 ? basePort() : basePort() + 50 + i))
}
