import { defineConfig, devices } from '@playwright/test'
import { testBrowserLaunch } from './scripts/lib/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 8792)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // No retries, in CI or anywhere: a flaky test is a bug to fix (issue 37).
  retries: 0,
  // The cost reporter prints tests, page loads against the budget and the slowest tests (tests/e2e/reporter.ts).
  reporter: [['list'], ['./tests/e2e/reporter.ts']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // No trace recording: it cost a quarter of the browser layer's time (the sweep's Polish pages: 108 → 73 s and
    // 134 → 103 s, in turns, under the same load; ADR 0080), for every test, to keep one only on a failure. A failure
    // still leaves its page's accessibility snapshot (error-context.md) and a screenshot; `--trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: testBrowserLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The alias hooks: the session pool it seeds hashes ids with the API's own code (tests/seeded-session.ts).
    command: `node --import ./scripts/lib/alias-hooks.ts scripts/serve-test.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/pl`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
})
