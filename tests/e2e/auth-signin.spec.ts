import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInViaApi, skipConsent } from './fixtures'
import { mailTo } from './dev-mail'
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
  // Issue 40: the renter tab says what the account holds, offers a sign-in link and no operators' trial.
  await expect(page.getByText('Twoje rezerwacje, zapytania i alerty w jednym miejscu.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Wyślij mi link do logowania' })).toBeVisible()
  await expect(page.getByTestId('signin-trial')).toHaveCount(0)
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

    // SunBox24's English operator: the Polish test and the operator journey sign operator@ in for real on the other
    // worker, and an account lets one unknown network at a time try (ADR 0057): at the same moment, one was refused.
    await fillSignin(page, { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }, 'en')
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

/**
 * Issue 40: a forgotten password, from the sign-in page's link to the role's landing, signed in. Polish on a desktop
 * (an operator), English on a phone (a tenant), each a fresh account made through the console's API. Three loads per
 * language: the sign-in page, the mail's link (a new tab, as a mail client opens it) and the landing.
 */
test('Forgot password: the sign-in link, the mail, the new password, signed in where the role lands (pl desktop, en phone)', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const api = await playwright.request.newContext({ baseURL })
  await signInViaApi(api, baseURL!, SEED.admin)
  // An operator belongs to a company; the panel it lands on is that company's.
  const clientId = ((await (await api.get('/api/superadmin/clients?limit=10')).json()) as { items: { id: number }[] })
    .items[0]!.id
  const cases = [
    { lang: 'pl', role: 'CLIENT', device: { viewport: { width: 1280, height: 800 } }, landing: '/pl/panel-operatora' },
    {
      lang: 'en',
      role: 'TENANT',
      device: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      landing: '/en/my-inquiries',
    },
  ] as const
  for (const { lang, role, device, landing } of cases) {
    const words =
      lang === 'pl'
        ? { forgot: 'Nie pamiętasz hasła?', email: 'E-mail', send: 'Wyślij link', subject: /Ustaw nowe hasło/ }
        : { forgot: 'Forgot your password?', email: 'Email', send: 'Send the link', subject: /Set a new .* password/ }
    const email = `reset-${lang}-${Date.now().toString(36)}@example.test`
    const created = await api.post('/api/superadmin/users', {
      data: { email, password: 'Stare-Haslo-2026', role, lang, ...(role === 'CLIENT' ? { clientId } : {}) },
      headers: { origin: baseURL! },
    })
    expect(created.status()).toBe(201)
    const context = await browser.newContext({
      ...device,
      baseURL,
      // Its own network: the reset limits count per network.
      extraHTTPHeaders: { 'cf-connecting-ip': `10.40.${lang === 'pl' ? 1 : 2}.${Math.floor(Math.random() * 250) + 1}` },
    })
    const page = await context.newPage()
    await skipConsent(page)
    await quietTimedOverlays(page)
    await page.goto(lang === 'pl' ? '/pl/logowanie' : '/en/signin')
    await waitForHydration(page)
    await page.getByRole('link', { name: words.forgot }).click()
    await expect(page).toHaveURL(lang === 'pl' ? /\/pl\/logowanie\/reset$/ : /\/en\/signin\/reset$/)
    // The address bar changes first; the sign-in page (whose e-mail field has the same label) stays until the reset
    // page's words have loaded: type only once the reset page is the one on screen.
    await expect(page.getByRole('heading', { level: 1, name: words.forgot })).toBeVisible()
    await page.getByLabel(words.email, { exact: true }).fill(email)
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByTestId('reset-sent')).toContainText(email)

    // The mail's link, opened in a new tab: the token is read from the fragment, and only the button sends it.
    const mail = await mailTo(page, email, words.subject)
    const link = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text)![0]
    const fromMail = await context.newPage()
    await fromMail.goto(new URL(link).pathname + new URL(link).hash)
    await waitForHydration(fromMail)
    await expect(fromMail).toHaveURL(lang === 'pl' ? /\/pl\/logowanie\/reset$/ : /\/en\/signin\/reset$/)
    const newPassword = fromMail.getByLabel(lang === 'pl' ? 'Nowe hasło' : 'New password', { exact: true })
    await newPassword.fill('12345')
    await newPassword.blur()
    await expect(
      fromMail.getByText(
        lang === 'pl' ? 'Hasło musi mieć co najmniej 6 znaków' : 'Password must be at least 6 characters',
      ),
    ).toBeVisible()
    if (lang === 'pl') await expectNoA11yViolations(fromMail)
    await newPassword.fill('Nowe-Haslo-Z-Maila-1')
    const landed = fromMail.waitForResponse(
      (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === landing,
    )
    await fromMail
      .getByRole('button', { name: lang === 'pl' ? 'Zapisz hasło i zaloguj się' : 'Save the password and sign in' })
      .click()
    expect((await landed).status()).toBe(200)
    await expect(fromMail).toHaveURL(new RegExp(`${landing}$`))
    await expect(fromMail.getByRole('heading', { level: 1 })).toBeVisible()
    await context.close()
  }
  await api.dispose()
})
