import { existsSync } from 'node:fs'

/** Debian's Chromium, never a downloaded browser, kept off the (closed) network: for the benchmarks (Lighthouse). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The tests' browser: Debian's headless shell (package chromium-headless-shell), the same Blink and V8 without the
 * full browser around them; Playwright's own default for headless runs. A cold page load costs about a third of the
 * CPU the full browser's headless mode takes (16 loads: 8–11 s against 24–26 s on this machine, issue 37). Where it
 * is not installed, the full browser runs the tests instead.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const TEST_BROWSER_PATH =
  process.env.TEST_BROWSER_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

/** Playwright's launch options for the benchmarks' full browser. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

/** Playwright's launch options for the tests. */
export const testBrowserLaunch = { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS }
