import { env } from 'cloudflare:workers'
import { log } from '@server/log.server'

/**
 * Benchmarks only: in a build made with BENCH_HOOKS=1, `BENCH_CACHE_BUST=<name>` (a `--var` of the local bench
 * server) makes that query parameter part of every cache key, so a bench can ask for cache misses. Any other build
 * compiles this to `return NO_PARAMS` (tests/build/bench-hooks.test.ts), and a deployment refuses the var anyway
 * (worker/env.server.ts).
 */
export function benchBustParams(): readonly string[] {
  if (!__BENCH_HOOKS__) return NO_PARAMS
  const name = (env as Env & { BENCH_CACHE_BUST?: string }).BENCH_CACHE_BUST
  if (name !== lastName) {
    lastName = name
    lastParams = name ? [name] : NO_PARAMS
    // The marker the build test looks for: a benchmark build says so in its logs.
    if (name) log('warn', 'bench_hooks_enabled', { cacheBustParam: name })
  }
  return lastParams
}
const NO_PARAMS: readonly string[] = []
// Read on every cache key: the same array while the var is unchanged.
let lastName: string | undefined
let lastParams: readonly string[] = NO_PARAMS
