import type { Page } from '@playwright/test'
import { addDays, businessToday } from '@kernel/calendar-date'
import type { Lang } from '@kernel/lang'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { mailTo } from './dev-mail'
import { quietOverlays } from './fixtures'
import { expect, test } from './test'

/**
 * Issue 40's "Done means", part A: a new address that made a reservation without an account asks for a sign-in link
 * on the sign-in page, opens the link from the mail, presses the button and finds the reservation in "Moje
 * rezerwacje". Three page loads per language: the sign-in page, the link, the landing. What the API answers for
 * known and unknown addresses, tokens and limits is tests/integration/email-link.test.ts. Magazynek Północ Olsztyn is
 * held by no other spec; each language holds its own unit there and cancels it at the end.
 */
const SLUG = 'magazynek-polnoc-olsztyn'
const WORDS = {
  pl: {
    signin: `/pl/logowanie?next=${encodeURIComponent('/pl/moje-rezerwacje')}`,
    tenant: 'Twoje rezerwacje, zapytania i alerty w jednym miejscu.',
    email: 'E-mail',
    ask: 'Wyślij mi link do logowania',
    sent: /Link jest ważny 15 minut/,
    subject: /^Logowanie do Skrytka$/,
    link: /https?:\/\/\S+\/pl\/logowanie\/link#token=[\w-]+/,
    button: 'Zaloguj się',
    landing: /\/pl\/moje-rezerwacje$/,
    heading: 'Moje rezerwacje',
  },
  en: {
    signin: `/en/signin?next=${encodeURIComponent('/en/my-reservations')}`,
    tenant: 'Your reservations, inquiries and alerts in one place.',
    email: 'Email',
    ask: 'Email me a sign-in link',
    sent: /The link is valid for 15 minutes/,
    subject: /^Sign in to Skrytka$/,
    link: /https?:\/\/\S+\/en\/signin\/link#token=[\w-]+/,
    button: 'Sign in',
    landing: /\/en\/my-reservations$/,
    heading: 'My reservations',
  },
} as const

/** A hold made through the reservation form's API by an address without an account: its code. */
async function reserveWithoutAccount(page: Page, baseURL: string, lang: Lang, email: string): Promise<string> {
  const units = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}/units`)).json()) as {
    id: number
    isAvailable: boolean
    priceMonthly: number | null
  }[]
  const free = units.filter((u) => u.isAvailable && u.priceMonthly !== null)
  // Each language its own end of the list, so the two never reach for one unit.
  const unit = lang === 'pl' ? free[0]! : free.at(-1)!
  const response = await page.request.post(`/api/forms/facilities/${SLUG}/reservations`, {
    headers: { origin: baseURL, 'accept-language': lang },
    data: {
      unitId: unit.id,
      priceMonthly: unit.priceMonthly,
      moveInDate: addDays(businessToday(), 14),
      name: 'Nowa Najemczyni',
      email,
      phone: '600 700 800',
      acceptTerms: true,
      message: '',
      website: '',
      lang,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { reservation: { code: string } }).reservation.code
}

for (const [lang, viewport] of [
  ['pl', { width: 375, height: 812 }],
  ['en', { width: 1280, height: 800 }],
] as const) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a new address asks for a sign-in link, signs in from the mail and finds its earlier reservation', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000)
      const w = WORDS[lang]
      await quietOverlays(page)
      const email = `konto-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`
      const code = await reserveWithoutAccount(page, baseURL!, lang, email)

      // 1. The sign-in page's renter tab: what the account holds, no trial, and the link form.
      await page.goto(w.signin)
      await waitForHydration(page)
      await page.getByTestId('role-tenant').click()
      await expect(page.getByText(w.tenant)).toBeVisible()
      await expect(page.getByTestId('signin-trial')).toHaveCount(0)
      const form = page.locator('#email-link-form')
      await form.getByLabel(w.email).fill(email)
      await form.getByRole('button', { name: w.ask }).click()
      await expect(form.getByTestId('email-link-sent')).toHaveText(w.sent)
      if (lang === 'pl') await expectNoA11yViolations(page)

      // 2. The link from the mail: nothing happens until the button is pressed, and the token leaves the address.
      const mail = await mailTo(page, email, w.subject)
      const link = w.link.exec(mail.text)![0]
      await page.goto(link)
      await waitForHydration(page)
      await expect(page).toHaveURL((url) => url.hash === '')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The button's state: the sweep loads this page without a token, which shows the form for a new link instead.
      if (lang === 'en') await expectNoA11yViolations(page)
      await page.getByRole('button', { name: w.button, exact: true }).click()

      // 3. Signed in, on the page `next` named: the reservation made before the account existed.
      await page.waitForURL(w.landing)
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible()
      await expect(page.getByTestId('my-reservation-code')).toHaveText([code])
      await expect(page.getByTestId('unverified-notice')).toHaveCount(0)

      // The unit back for the next run: the new account cancels its hold.
      const mine = (await (await page.request.get('/api/tenant/reservations')).json()) as {
        items: { id: number; code: string }[]
      }
      const held = mine.items.find((r) => r.code === code)!
      const cancelled = await page.request.post(`/api/tenant/reservations/${held.id}/cancel`, {
        headers: { origin: baseURL! },
      })
      expect(cancelled.status()).toBe(200)
    })
  })
}
