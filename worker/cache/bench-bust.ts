import { env } from 'cloudflare:workers'

/**
 * Benchmarks only: `BENCH_CACHE_BUST=<name>` (a `--var` of the local bench server) makes that query parameter
 * part of every cache key, so a bench can ask for cache misses. Unset in every deployment, where no parameter
 * outside a handler's schema reaches a key.
 */
export function benchBustParams(): readonly string[] {
  const name = (env as Env & { BENCH_CACHE_BUST?: string }).BENCH_CACHE_BUST
  if (name !== lastName) {
    lastName = name
    lastParams = name ? [name] : []
  }
  return lastParams
}
// Read on every cache key: the same array while the var is unchanged.
let lastName: string | undefined
let lastParams: readonly string[] = []
