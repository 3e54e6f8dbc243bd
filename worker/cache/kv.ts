/**
 * The cache binding, or — when the `FAULTS` var lists `kv` — one whose every call throws. Fault injection for the
 * resilience tests (a real KV outage cannot be produced locally); `FAULTS` is unset in every real deployment.
 */
export function cacheKv(env: Env): KVNamespace {
  const faults = (env as Env & { FAULTS?: string }).FAULTS ?? ''
  if (!faults.split(',').includes('kv')) return env.CACHE
  const fail = () => Promise.reject(new Error('injected KV fault'))
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace
}
