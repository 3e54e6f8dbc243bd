import type { APIRequestContext, Page } from '@playwright/test'
import { testStateDir } from '../../scripts/lib/local-server.ts'
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@kernel/names'
import { claimPooledSession } from '../seeded-session'
import { waitForHydration } from './a11y'

/** Seeded accounts (values from .dev.vars.example). */
export const SEED = {
  admin: { email: 'admin@skrytka.test', password: 'Admin-Skrytka-2026' },
  client: { email: 'operator@skrytka.test', password: 'Operator-Skrytka-2026' },
} as const
export type Account = { email: string; password: string }

export const CONSENT_KEY = 'skrytka-consent-v1'

/** Stores a (declining) consent choice before the page loads, so the banner does not cover what a test clicks. */
export async function skipConsent(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }))
  }, CONSENT_KEY)
}

/** Signs in through the real form. */
export async function signInViaUi(page: Page, path: string, who: Account) {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByLabel('E-mail').first().fill(who.email)
  await page.getByLabel('Hasło', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).last().click()
}

/**
 * Signs the page's browser context in with a session seeded into the test server's D1 before it started: no
 * password hash, so parallel workers never queue Argon2id behind each other, and no write into the database while
 * workerd serves it (tests/seeded-session.ts). auth-signin.spec.ts keeps the real form (its "Polish sign-in page: …
 * then a hostile next lands on the panel" and its header and drawer sign-in journeys); market-journeys.spec.ts's
 * "a facility with Polish texts only: …" the real API login.
 */
export async function signInAs(page: Page, baseURL: string, who: Account) {
  const value = claimPooledSession(testStateDir(Number(new URL(baseURL).port)), who.email)
  await page.context().addCookies([
    { name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    // What the login response sets beside the session: the header asks /api/user/me only when it is there.
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL, sameSite: 'Lax' },
  ])
}

/** Signs in through the API (same-origin Origin header for the CSRF check); the context keeps the cookie. */
export async function signInViaApi(request: APIRequestContext, baseURL: string, who: Account) {
  const response = await request.post('/api/auth/login', { data: who, headers: { origin: baseURL } })
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`)
}

/** Consent answered and every timed overlay silenced, so a journey owns the screen. */
export async function quietOverlays(page: Page) {
  await skipConsent(page)
  await page.addInitScript(() => {
    // The home page's add-facility modal, the software pages' promo, and the teaser every other page shows.
    localStorage.setItem('add-facility-modal-never', '1')
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
    sessionStorage.setItem('skrytka-teaser-dismissed', '1')
  })
}
