import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** The CI budget of page loads for the whole browser layer (issue 37); the summary says how the run compares. */
export const PAGE_LOAD_BUDGET = 200

type Row = { title: string; seconds: number; loads: number }

/**
 * Sums what the browser layer cost: tests, page loads (tests/e2e/test.ts counts them) against the budget, and the
 * slowest tests. Its closing lines start with "⏱", which `npm test` repeats in its own summary (scripts/lib/steps.ts),
 * so a CI log's tail says where the time went.
 */
export default class CostReporter implements Reporter {
  private rows: Row[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const loads = Number(result.annotations.find((a) => a.type === 'page-loads')?.description ?? 0)
    const title = `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line} › ${test.title}`
    this.rows.push({ title, seconds: result.duration / 1000, loads })
  }

  onEnd(result: FullResult) {
    const loads = this.rows.reduce((sum, row) => sum + row.loads, 0)
    const seconds = this.rows.reduce((sum, row) => sum + row.seconds, 0)
    const verdict = loads <= PAGE_LOAD_BUDGET ? 'within' : 'OVER'
    console.log(
      `⏱ e2e: ${this.rows.length} tests, ${loads} page loads (${verdict} the budget of ${PAGE_LOAD_BUDGET}), ${seconds.toFixed(0)} s of test time, ${result.status}`,
    )
    for (const row of [...this.rows].sort((a, b) => b.seconds - a.seconds).slice(0, 8))
      console.log(`⏱   ${row.seconds.toFixed(1).padStart(6)} s ${String(row.loads).padStart(3)} loads  ${row.title}`)
  }
}
