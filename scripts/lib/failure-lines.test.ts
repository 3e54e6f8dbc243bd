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
  it("repeats why each failed: the error, expected and received, and the test's line, from vitest and Playwright", () => {
    const output = [
      '   × mails “Activate your account” 5925ms',
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      '',
      ' FAIL  integration tests/integration/trial.test.ts > activation > mails “Activate your account”',
      'AssertionError: expected 404 to be 200 // Object.is equality',
      '',
      '- Expected',
      '+ Received',
      '',
      ' ❯ tests/integration/trial.test.ts:158:25',
      '    158|     expect(done.status).toBe(200)',
      '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
      ' Test Files  1 failed | 40 passed (41)',
      'Error: a server log line outside any failure',
      '  ✘  196 [chromium] › tests/e2e/static-islands.spec.ts:15:1 › city page (10.9s)',
      '  1) [chromium] › tests/e2e/static-islands.spec.ts:15:1 › city page ───',
      '    Error: expect(page).toHaveURL(expected) failed',
      '    Expected pattern: /\\/pl\\/magazyny-self-storage\\?q=/',
      '    Received string:  "http://127.0.0.1:8792/pl/magazyny-self-storage/krakow"',
      '    Timeout: 10000ms',
      '    > 52 |   await expect(page).toHaveURL(/\\/pl\\/magazyny-self-storage\\?q=/)',
      '      at /tmp/fc/tests/e2e/static-islands.spec.ts:52:22',
      '  1 failed',
      '  196 passed (7.9m)',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      '× mails “Activate your account” 5925ms',
      'FAIL  integration tests/integration/trial.test.ts > activation > mails “Activate your account”',
      '  AssertionError: expected 404 to be 200 // Object.is equality',
      '  ❯ tests/integration/trial.test.ts:158:25',
      '✘  196 [chromium] › tests/e2e/static-islands.spec.ts:15:1 › city page (10.9s)',
      '1) [chromium] › tests/e2e/static-islands.spec.ts:15:1 › city page ───',
      '  Error: expect(page).toHaveURL(expected) failed',
      '  Expected pattern: /\\/pl\\/magazyny-self-storage\\?q=/',
      '  Received string:  "http://127.0.0.1:8792/pl/magazyny-self-storage/krakow"',
      '  > 52 |   await expect(page).toHaveURL(/\\/pl\\/magazyny-self-storage\\?q=/)',
      '1 failed',
    ])
  })
})
