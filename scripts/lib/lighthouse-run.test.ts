import { describe, expect, it } from 'vitest'
import { type LighthouseScores, medianRun } from './lighthouse-run'

const run = (performance: number, error?: string) =>
  ({ performance, ...(error ? { error } : {}) }) as unknown as LighthouseScores

describe('the median Lighthouse run', () => {
  it('leaves a failed run out instead of counting it as a 0 (stop 51: "96 / 0 / 93" gave the list 93)', () => {
    expect(medianRun([run(96), run(Number.NaN, 'NO_FCP'), run(93)]).performance).toBe(96)
    expect(medianRun([run(90), run(99), run(95)]).performance).toBe(95)
  })

  it('says the failure when every run failed', () => {
    expect(medianRun([run(Number.NaN, 'NO_FCP'), run(Number.NaN, 'NO_LCP')]).error).toBe('NO_FCP')
  })
})
