import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, skipConsent } from './fixtures'
import { consentCommands, pageViews, storedConsent } from './analytics-data'

/**
 * Sign-in journeys through the real form (Argon2id), each on two page loads: the page a person starts on, and the one
 * sign-in lands on. The 40 hostile `next` payloads, the console guard's redirects and the landing of each role are
 * tests/integration/auth-guards.test.ts; here one hostile `next` proves a real browser never leaves the origin.
 */
const TENANT = { email: 'tenant@skrytka.test', password: 'Operator-Skrytka-2026' }

/** Every timed overlay silenced; the consent banner left alone (each journey answers it in its own way). */
async function quietTimedOverlays(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('add-facility-modal-never', '1')
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
    sessionStorage.setItem('skrytka-teaser-dismissed', '1')
  })
}

async function fillSignin(page: Page, who: { email: string; password: string }, lang: 'pl' | 'en') {
  const form = page.locator('#signin-form')
  await form.getByLabel(lang === 'en' ? 'Email' : 'E-mail').fill(who.email)
  await form.getByLabel(lang === 'en' ? 'Password' : 'Hasło', { exact: true }).fill(who.password)
  await form.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'Zaloguj się', exact: true }).click()
}

test('Polish sign-in page: validation, toggles, links, wrong credentials, then a hostile next lands on the panel', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await skipConsent(page)
  // Any attempt to reach another host is recorded and refused.
  const foreignHosts = new Set<string>()
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      foreignHosts.add(new URL(route.request().url()).host)
      return route.abort()
    },
  )
  await page.goto(`/pl/logowanie?next=${encodeURIComponent('//evil.example/phish')}`)
  await waitForHydration(page)
  const form = page.locator('#signin-form')

  // Empty submit: Polish messages.
  await form.getByRole('button', { name: 'Zaloguj się' }).click()
  await expect(form.getByText('Podaj poprawny adres e-mail')).toBeVisible()
  await expect(form.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeVisible()

  // Role toggle, show/hide password, the forgot-password and no-account links.
  await expect(page.getByTestId('role-operator')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('role-tenant').click()
  await expect(page.getByTestId('role-tenant')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Sprawdź swój najem, płatności i dostęp do boksu.')).toBeVisible()
  await page.getByTestId('role-operator').click()
  const password = page.getByLabel('Hasło', { exact: true })
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Pokaż hasło' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Ukryj hasło' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  // Our own reset page (issue 40), not another site's.
  await expect(page.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/pl/logowanie/reset')
  await expect(page.getByTestId('signin-trial')).toHaveAttribute(
    'href',
    '/pl/oprogramowanie-do-zarzadzania-self-storage?trial=1',
  )
  // The no-account link opens the trial panel (client-side); Back returns to the sign-in page with its next.
  await page.getByTestId('signin-trial').click()
  await expect(page.getByTestId('trial-panel')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/pl\/logowanie\?next=/)

  // Wrong credentials: the form's alert and a toast, still on the sign-in page.
  await fillSignin(page, { email: 'nobody@skrytka.test', password: 'wrong-password' }, 'pl')
  const message = 'Niepoprawne dane logowania lub konto nie istnieje w systemie.'
  await expect(form.getByRole('alert')).toHaveText(message)
  await expect(page.getByTestId('toasts').getByText(message)).toBeVisible()
  await expect(page).toHaveURL(/\/pl\/logowanie\?next=/)
  await expectNoA11yViolations(page)

  // The operator's real sign-in: the hostile next is ignored, the panel opens on this origin, in Polish.
  await fillSignin(page, SEED.client, 'pl')
  await page.waitForURL((url) => !url.pathname.startsWith('/pl/logowanie'), { waitUntil: 'commit' })
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/pl/panel-operatora$`))
  await page.waitForLoadState('domcontentloaded')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect([...foreignHosts].filter((host) => host.includes('evil'))).toEqual([])
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test("Reject keeps analytics off; the drawer's sign-in comes back to the search; the map loads when asked; the signed-in drawer", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await quietTimedOverlays(page)
    const askedMe: string[] = []
    const mapCode: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/me') askedMe.push(request.url())
      if (/map-view-.*\.js$/.test(request.url())) mapCode.push(request.url())
    })
    await page.goto('/en/facilities?q=Krakow')
    await waitForHydration(page)

    // The consent banner is a fixed overlay (no layout shift); Reject keeps analytics off.
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toHaveCSS('position', 'fixed')
    await banner.getByRole('button', { name: 'Reject' }).click()
    await expect(banner).toHaveCount(0)
    expect(await pageViews(page)).toBe(0)

    // On a phone the list comes first; the map's code loads only when asked (issue 29).
    const show = page.getByRole('button', { name: 'Map', exact: true })
    await expect(show).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(mapCode).toEqual([])
    await show.tap()
    await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 })
    expect(mapCode.length).toBe(1)

    // An anonymous visitor never asks /api/user/me; the drawer offers sign-in and carries the search as next.
    await page.getByTestId('menu-button').tap()
    const drawer = page.getByTestId('mobile-drawer')
    const logIn = drawer.getByRole('link', { name: 'Log in' })
    await expect(logIn).toBeVisible()
    expect(askedMe).toEqual([])
    await logIn.tap()
    await expect(page).toHaveURL(/\/en\/signin\?next=/)
    await waitForHydration(page)

    // English validation messages.
    const form = page.locator('#signin-form')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByLabel('Password', { exact: true }).fill('123')
    await form.getByLabel('Password', { exact: true }).blur()
    await expect(form.getByText('Enter a valid email address')).toBeVisible()
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)

    await fillSignin(page, SEED.client, 'en')
    await expect(page).toHaveURL(/\/en\/facilities\?q=Krakow$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await waitForHydration(page)

    // The refusal survived the page load.
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    expect(await pageViews(page)).toBe(0)
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })

    // Signed in, the drawer has the panel (reachable by geometry once it has slid in) and sign-out, no sign-in.
    await page.getByTestId('menu-button').tap()
    const panel = drawer.getByRole('link', { name: 'Operator panel' })
    await expect(panel).toBeVisible()
    await expect
      .poll(() =>
        panel.evaluate((link) => {
          link.scrollIntoView({ block: 'nearest' })
          const box = link.getBoundingClientRect()
          return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
        }),
      )
      .toBe(true)
    await expect(drawer.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await panel.tap()
    await expect(page).toHaveURL(/\/en\/panel/)
  })
})

test('Accept all, then the header sign-in from a facility reached client-side comes back to it; the tenant inquires', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await quietTimedOverlays(page)
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)

  // First visit: nothing tracked until Accept all; then page views and consent granted, stored.
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  expect(await pageViews(page)).toBe(0)
  await banner.getByRole('button', { name: 'Akceptuj wszystkie' }).click()
  await expect(banner).toHaveCount(0)
  expect(await pageViews(page)).toBeGreaterThan(0)
  expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({
    analytics_storage: 'granted',
    ad_storage: 'granted',
  })
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: true })

  await page.getByRole('link', { name: 'SunBox24' }).first().click()
  await expect(page).toHaveURL(/\/pl\/magazyn-self-storage\/sunbox24-/)
  const detail = new URL(page.url()).pathname
  await page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).click()
  await expect(page).toHaveURL(/\/pl\/logowanie\?next=/)
  await waitForHydration(page)
  await fillSignin(page, TENANT, 'pl')
  await expect(page).toHaveURL(new RegExp(`${detail}$`))
  await waitForHydration(page)

  // The choice survived the page load.
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await expect.poll(() => pageViews(page)).toBeGreaterThan(0)

  // Signed in, the tenant finds its inquiry form filled; "Moje zapytania" names the facility, city, message, status.
  const message = `Pytanie o dojazd ${Date.now().toString(36)}`
  await expect(page.getByRole('textbox', { name: /^Imię i nazwisko/ })).toHaveValue('Jan Najemca')
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(TENANT.email)
  await page.getByRole('textbox', { name: /^Telefon/ }).fill('600 100 200')
  await page.getByLabel(/^Wiadomość/).fill(message)
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  await expect(page.getByTestId('inquiry-success')).toBeVisible()

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu konta/ })
    .click()
  await page.getByRole('link', { name: 'Moje zapytania' }).click()
  await expect(page).toHaveURL(/\/pl\/moje-zapytania$/)
  const row = page.getByRole('row').filter({ hasText: message })
  await expect(row.getByRole('link', { name: /SunBox24/ })).toHaveAttribute('href', detail)
  await expect(row).toContainText('Warszawa')
  await expect(row).toContainText('Nowe')
  // Newest first.
  await expect(page.getByRole('row').nth(1)).toContainText(message)
  await expectNoA11yViolations(page)
})
