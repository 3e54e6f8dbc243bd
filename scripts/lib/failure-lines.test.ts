import { describe, expect, it } from 'vitest'
import { failureLines } from './failure-lines.ts'

describe('failureLines', () => {
  it("names vitest's and Playwright's failing tests, once each, and nothing that passed", () => {
    const output = [
      ' ✓ integration tests/integration/feeds.test.ts (13 tests) 698ms',
      '   × rejects a forged token 12ms',
      ' FAIL  integration tests/integration/alerts.test.ts > tokens > rejects a forged token',
      ' FAIL  integration tests/integration/alerts.test.ts > tokens > rejects a forged token',
      '  ✓  308 [chromium] › tests/e2e/security-xss.spec.ts:53:3 › batch 1 (5.9s)',
      '[WebServer] ✘ [ERROR] {"level":"error","event":"api_error"}',
      '✘ [ERROR] injected mail fault for 1 recipient(s)',
      '  ✘  12 [chromium] › tests/e2e/marketplace-detail.spec.ts:99:1 › error states (9.1s)',
      '  1 failed',
      '    [chromium] › tests/e2e/marketplace-detail.spec.ts:99:1 › error states ───────',
      '  331 passed (30.1m)',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      '× rejects a forged token 12ms',
      'FAIL  integration tests/integration/alerts.test.ts > tokens > rejects a forged token',
      '✘  12 [chromium] › tests/e2e/marketplace-detail.spec.ts:99:1 › error states (9.1s)',
      '1 failed',
      '[chromium] › tests/e2e/marketplace-detail.spec.ts:99:1 › error states ───────',
    ])
  })

  it('keeps a long list short and says how much it left out', () => {
    const output = Array.from({ length: 50 }, (_, i) => ` FAIL  a.test.ts > case ${i}`).join('\n')
    const lines = failureLines(output, 3)
    expect(lines).toHaveLength(4)
    expect(lines.at(-1)).toBe('… and 47 more')
  })
})
