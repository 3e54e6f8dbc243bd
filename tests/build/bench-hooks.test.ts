/**
 * Benchmark hooks ship only in benchmark builds (BENCH_HOOKS=1, vite.config.ts): the production Worker in dist/ must
 * hold none of bench/hooks/'s code. Needs `vite build` (without BENCH_HOOKS).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVER = join(import.meta.dirname, '../../dist/server')
const workerCode = () =>
  readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(SERVER, file), 'utf8'))
    .join('\n')

describe('production build', () => {
  it('has no benchmark hooks', () => {
    const code = workerCode()
    // The Worker is there (this test is not passing on an empty folder)…
    expect(code.includes('html-cache.internal'), 'no Worker code in dist/server: run `npm run build`').toBe(true)
    // …and the hook's code is not: its body, log event included, is dead code in this build.
    expect(code.includes('bench_hooks_enabled'), 'bench/hooks/cache-bust.ts is in the production Worker').toBe(false)
    expect(code.includes('x-bench-rows-read'), 'bench/hooks/rows-read-meter.ts is in the production Worker').toBe(false)
  })
})
