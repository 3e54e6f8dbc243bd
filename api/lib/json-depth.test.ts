import { describe, expect, it } from 'vitest'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth'

const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects inside one another, up to the limit and no further', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false)
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true)
    expect(exceedsJsonDepth(nested(8000), MAX_JSON_DEPTH)).toBe(true)
    // Siblings do not add up.
    expect(exceedsJsonDepth(`[${'[],'.repeat(1000)}[]]`, 2)).toBe(false)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '['.repeat(100) }), 2)).toBe(false)
    expect(exceedsJsonDepth(JSON.stringify({ a: '\\"[[[[', b: '"{{{{' }), 1)).toBe(false)
    expect(exceedsJsonDepth('{"a\\"":[[1]]}', 2)).toBe(true)
  })

  it('judges 32 KB of brackets in well under a millisecond per call', () => {
    const text = '['.repeat(32 * 1024)
    const started = performance.now()
    for (let i = 0; i < 100; i++) exceedsJsonDepth(`"${text}"`, MAX_JSON_DEPTH)
    expect((performance.now() - started) / 100).toBeLessThan(5)
  })
})
