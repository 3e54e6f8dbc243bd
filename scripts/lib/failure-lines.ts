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

/** At most `limit` distinct matching lines, in order; one more line says how many were left out. */
export function failureLines(output: string, limit = 40): string[] {
  const seen = new Set<string>()
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.trimEnd()
    if (FAILURE.some((pattern) => pattern.test(line))) seen.add(line.trim())
  }
  const lines = [...seen]
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`] : lines
}
