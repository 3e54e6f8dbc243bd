/** The lines of a test runner's output that name a failure, for a summary a tail-reader sees. */
const FAILURE = [
  // vitest: "FAIL  tests/integration/x.test.ts > group > name"
  /^\s*FAIL\s+\S/,
  // vitest's tree: "× name"; Playwright's list reporter: "✘  12 [chromium] › file:line › name" (not wrangler's
  // "✘ [ERROR]" log lines, which servers print for faults tests inject on purpose)
  /^\s*×\s+\S/,
  /^\s*✘\s+\d+ \[/,
  // Playwright's closing lists: "1 failed", "2 flaky", and the "[chromium] › file:line › name" lines under them
  /^\s*\d+ (failed|flaky)\b/,
  /^\s+\[[\w-]+\] › \S+:\d+:\d+ › /,
  // Biome, tsc and the scripts' own checks
  /\berror TS\d+:/,
  /^\s*✖\s/,
]

/**
 * Where a failure's cause is told: vitest's "Failed Tests" section (up to its "Test Files" line) and Playwright's
 * numbered failure blocks ("  1) [chromium] › …", up to its closing "N failed"). A CI log shows its tail, so the
 * summary repeats what failed *and why*: the error's first line, expected and received, and where in the test.
 */
const DETAIL_START = [/⎯ Failed Tests \d+ ⎯/, /^\s+\d+\) \[[\w-]+\] › \S+:\d+:\d+ › /]
const DETAIL_END = [/^\s*Test Files\s/, /^\s*\d+ (failed|flaky|passed)\b/]
const DETAIL = [
  // "AssertionError: expected 404 to be 200", "Error: expect(page).toHaveURL(expected) failed", "TimeoutError: …"
  /^\s*(?:[A-Z]\w*)?Error\b.*:/,
  // Playwright's "Expected pattern: …" / "Received string: …", and vitest's diff's two sides
  /^\s*(Expected|Received)\b[^:]{0,20}:\s*\S/,
  // the line that failed: vitest's "❯ tests/x.test.ts:158:25", Playwright's "> 52 |   await expect(…)"
  /^\s*❯ tests\/\S+:\d+:\d+/,
  /^\s*> \d+ \|/,
]
/** A failure's detail lines beyond these are left out: the first ones say what and where. */
const DETAIL_PER_FAILURE = 5

/**
 * At most `limit` lines, in order: each failing test named once (distinct lines), each failure's detail under it;
 * one more line says how many were left out.
 */
export function failureLines(output: string, limit = 40): string[] {
  const seen = new Set<string>()
  const lines: string[] = []
  let inDetail = false
  let details = 0
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.trimEnd()
    if (DETAIL_START.some((pattern) => pattern.test(line))) {
      inDetail = true
      details = 0
    } else if (DETAIL_END.some((pattern) => pattern.test(line))) inDetail = false
    // Playwright's block head ("1) [chromium] › …") names the failure its detail belongs to.
    if (FAILURE.some((pattern) => pattern.test(line)) || /^\s+\d+\) \[/.test(line)) {
      // vitest repeats its "FAIL" line at the head of each failure's detail: a new failure's detail starts there.
      details = 0
      if (!seen.has(line.trim())) {
        seen.add(line.trim())
        lines.push(line.trim())
      }
    } else if (inDetail && details < DETAIL_PER_FAILURE && DETAIL.some((pattern) => pattern.test(line))) {
      details++
      lines.push(`  ${line.trim()}`)
    }
  }
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`] : lines
}
