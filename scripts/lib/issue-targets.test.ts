import { describe, expect, it } from 'vitest'
import { whyMissed } from './issue-targets'
import type { LighthouseResult, LighthouseScores } from './lighthouse-run'

const run = (over: Partial<LighthouseScores>): LighthouseScores => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  cls: 0,
  tbtMs: 0,
  mainThreadMs: 800,
  profile: {
    mainThreadByGroup: { scriptEvaluation: 300, styleLayout: 200 },
    lcpElement: 'h1 “Hello”',
    lcpSubparts: { timeToFirstByte: 120, elementRenderDelay: 300 },
    longTasks: [{ url: '/assets/core-AbCd1234.js', ms: 180 }],
  },
  ...over,
})
const result = (over: Partial<LighthouseScores> = {}): LighthouseResult => ({ median: run(over), runs: [run(over)] })
const js = (kb: number) => ({
  files: 2,
  gzipKb: kb,
  urls: [],
  sizes: [
    { file: 'core-AbCd1234.js', kb: kb - 10 },
    { file: 'shell-Zz9_yy-1.js', kb: 10 },
  ],
})
const floor = { js: js(117), lighthouse: result(), ssr: { rps: 200, cpuMs: 7, cpuByProcess: 'node 4, workerd 3' } }
const throughput = [
  {
    target: 'home, uncached SSR (new URL each request)',
    'server CPU ms/request': 38,
    'CPU ms/request by process': 'workerd 27, node 11',
  },
]

describe('whyMissed', () => {
  it('gives a page that meets every target no row', () => {
    const why = whyMissed({
      pages: [{ name: 'home', routeId: '/$lang/', js: js(120), lighthouse: result() }],
      floor,
      throughput,
    })
    expect(why).not.toContain('| home |')
  })

  it('states a missed page with its LCP element, its work beside the floor’s and its heaviest scripts', () => {
    const slow = result({
      performance: 80,
      lcpMs: 2600,
      mainThreadMs: 4000,
      profile: { ...run({}).profile, mainThreadByGroup: { styleLayout: 1100, scriptEvaluation: 1900 } },
    })
    const why = whyMissed({
      pages: [{ name: 'detail', routeId: '/$lang/facility/$slug', js: js(159), lighthouse: slow }],
      floor,
      throughput,
    })
    expect(why).toContain('| detail | h1 “Hello”; TTFB 120, render delay 300 |')
    // Heaviest kind first, the floor's figure for the same kind in brackets.
    expect(why).toContain('script 1900 (300), style & layout 1100 (200)')
    expect(why).toContain('core.js 180')
    expect(why).toContain('core.js 149, shell.js 10')
    expect(why).toContain('home uncached 38 (workerd 27, node 11)')
    expect(why).toContain('the floor 7 (node 4, workerd 3)')
  })
})
