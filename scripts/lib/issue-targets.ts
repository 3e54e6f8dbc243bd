/**
 * Issue 31's targets, each with the value measured in this run, the floor's beside it (bench/floor/, same run, same
 * workerd) and a met/missed verdict. Lighthouse values are medians of the runs (pages alternating).
 */
import type { JsWeight } from './js-weight.ts'
import type { LighthouseResult } from './lighthouse-run.ts'
import { markdownTable } from './measure.ts'

export const ISSUE_31 = {
  lcpMs: 1500,
  performance: 100,
  mainThreadVsFloor: 2,
  homeKb: 135,
  pageKb: 140,
  uncachedVsFloor: 0.5,
  cachedVsFloor: 1.2,
}

type Page = { name: string; routeId: string; js: JsWeight; lighthouse: LighthouseResult }
type Ssr = { rps: number; cpuMs: number }
type Input = {
  pages: Page[]
  floor: { js: JsWeight; lighthouse: LighthouseResult; ssr: Ssr }
  throughput: Record<string, string | number>[]
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const of = (result: LighthouseResult, key: 'lcpMs' | 'performance' | 'mainThreadMs') =>
  median(result.runs.map((run) => run[key]))
const verdict = (met: boolean, value: number) => (Number.isNaN(value) ? 'not measured' : met ? 'met' : 'missed')
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

export function issueTargets({ pages, floor, throughput }: Input) {
  const rows: Record<string, string | number>[] = []
  const add = (target: string, page: string, value: number, unit: string, floorValue: string, met: boolean) =>
    rows.push({ target, page, value: `${round(value)} ${unit}`, floor: floorValue, verdict: verdict(met, value) })
  const floorLcp = of(floor.lighthouse, 'lcpMs')
  const floorMain = of(floor.lighthouse, 'mainThreadMs')
  for (const page of pages) {
    const lcp = of(page.lighthouse, 'lcpMs')
    add(`LCP ≤ ${ISSUE_31.lcpMs} ms`, page.name, lcp, 'ms', `${floorLcp} ms`, lcp <= ISSUE_31.lcpMs)
  }
  for (const page of pages) {
    const score = of(page.lighthouse, 'performance')
    add(
      `Lighthouse performance ${ISSUE_31.performance}`,
      page.name,
      score,
      '',
      String(of(floor.lighthouse, 'performance')),
      score >= ISSUE_31.performance,
    )
  }
  for (const page of pages) {
    const main = of(page.lighthouse, 'mainThreadMs')
    add(
      `main-thread work ≤ ${ISSUE_31.mainThreadVsFloor}× the floor's`,
      page.name,
      main,
      `ms (${round(main / floorMain)}×)`,
      `${floorMain} ms`,
      main <= ISSUE_31.mainThreadVsFloor * floorMain,
    )
  }
  for (const page of pages) {
    const ceiling = page.routeId === '/$lang/' ? ISSUE_31.homeKb : ISSUE_31.pageKb
    add(
      `first-load JS ≤ ${ceiling} KB (browser)`,
      page.name,
      page.js.gzipKb,
      `KB, ${page.js.files} files`,
      `${floor.js.gzipKb} KB, ${floor.js.files} files`,
      page.js.gzipKb <= ceiling,
    )
  }
  const row = (name: string) => throughput.find((r) => String(r.target).startsWith(name))
  for (const [name, label, factor] of [
    ['home, uncached SSR (new URL each request)', 'home, uncached SSR', ISSUE_31.uncachedVsFloor],
    ['home, edge-cached', 'home, edge-cached', ISSUE_31.cachedVsFloor],
  ] as const) {
    const measured = row(name)
    const rps = Number(measured?.['req/s'] ?? Number.NaN)
    const cpuMs = Number(measured?.['server CPU ms/request'] ?? Number.NaN)
    rows.push({
      target: `throughput ≥ ${factor}× the floor's`,
      page: label,
      value: `${rps} req/s (${round(rps / floor.ssr.rps, 2)}×), ${cpuMs} CPU ms/req (floor ÷ this ${round(floor.ssr.cpuMs / cpuMs, 2)}×)`,
      floor: `${floor.ssr.rps} req/s, ${floor.ssr.cpuMs} CPU ms/req`,
      verdict: verdict(rps >= factor * floor.ssr.rps, rps),
    })
  }
  return { rows, markdown: markdownTable(rows) }
}
