import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { skipConsent } from './fixtures'
import { consentCommands, pageViews, storedConsent } from './analytics-data'

/**
 * Consent and the newsletter's double opt-in in one journey on four page loads. Accept all and Reject, and their
 * survival across a load, are in tests/e2e/auth-signin.spec.ts's journeys; the console's view of a confirmed sign-up
 * and the one-click GET's redirect in tests/integration/auth-guards.test.ts.
 */
type DevMail = { subject: string; text: string; html: string; headers: Record<string, string> }

async function mailLink(page: Page, email: string, pattern: RegExp) {
  let link = ''
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get(`/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        messages: DevMail[]
      }
      link =
        messages
          .map((mail) => pattern.exec(`${mail.text}\n${mail.headers['List-Unsubscribe'] ?? ''}`)?.[0])
          .find(Boolean) ?? ''
      return link
    })
    .not.toBe('')
  return new URL(link)
}

test('first visit: Customise, the cookies page changes the choice, then the footer’s newsletter sign-up is confirmed from the e-mail', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // Timed overlays silenced; the consent banner is what this journey answers.
  await page.addInitScript(() => {
    localStorage.setItem('add-facility-modal-never', '1')
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
    sessionStorage.setItem('skrytka-teaser-dismissed', '1')
  })
  await page.goto('/pl/cookies')
  await waitForHydration(page)

  // First visit: the banner offers every choice; nothing is tracked and Consent Mode starts denied.
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Odrzuć' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Akceptuj wszystkie' })).toBeVisible()
  await expectNoA11yViolations(page)
  expect(await pageViews(page)).toBe(0)
  const [defaults] = await consentCommands(page)
  expect(defaults?.[1]).toBe('default')
  expect(defaults?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })

  // Customise: necessary locked on, analytics and marketing off; a partial choice is saved and tracking starts.
  await banner.getByRole('button', { name: 'Dostosuj' }).click()
  await expect(banner.getByRole('switch', { name: 'Niezbędne' })).toBeChecked()
  await expect(banner.getByRole('switch', { name: 'Niezbędne' })).toBeDisabled()
  await expect(banner.getByRole('switch', { name: 'Analityczne' })).not.toBeChecked()
  await expect(banner.getByRole('switch', { name: 'Marketingowe' })).not.toBeChecked()
  await expectNoA11yViolations(page)
  await banner.getByRole('switch', { name: 'Analityczne' }).check()
  await banner.getByRole('button', { name: 'Zapisz wybór' }).click()
  await expect(banner).toHaveCount(0)
  expect(await pageViews(page)).toBeGreaterThan(0)
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: false })

  // The cookies page shows the choice and changes it later.
  const settings = page.getByTestId('cookie-settings')
  await expect(settings.getByRole('switch', { name: 'Analityczne' })).toBeChecked()
  await expect(settings.getByRole('switch', { name: 'Marketingowe' })).not.toBeChecked()
  await settings.getByRole('switch', { name: 'Analityczne' }).uncheck()
  await settings.getByRole('button', { name: 'Zapisz ustawienia' }).click()
  await expect(settings.getByText('Zapisano ustawienia cookies.')).toBeVisible()
  await expectNoA11yViolations(page)
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false })

  // The footer's newsletter sign-up.
  const email = `opt-in-${Date.now()}-${test.info().repeatEachIndex}@example.com`
  const form = page.getByTestId('newsletter-form')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Adres e-mail').fill(email)
  await form.getByRole('button', { name: 'Wyślij' }).click()
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.')).toBeVisible()

  const confirm = await mailLink(page, email, /https?:\/\/\S+\/newsletter\/potwierdz#token=[\w-]+/)
  expect(confirm.pathname).toBe('/pl/newsletter/potwierdz')

  // The e-mail's link: a clear result page; the token leaves the address bar once used.
  await page.goto(confirm.pathname + confirm.hash)
  await expect(page.getByRole('heading', { level: 1, name: 'Potwierdzenie zapisu do newslettera' })).toBeVisible()
  // Nothing is confirmed until the button is pressed: a mail scanner that runs the page's script confirms nothing.
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Potwierdzam zapis' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Gotowe! Zapis do newslettera jest potwierdzony.' }),
  ).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  await expectNoA11yViolations(page)

  // The changed cookie choice survived the page load: no banner, nothing tracked, the settings say so.
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  expect(await pageViews(page)).toBe(0)
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true }).click()
  // The footer links the unprefixed legal path, which renders the same page.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/cookies$/)
  await expect(page.getByTestId('cookie-settings').getByRole('switch', { name: 'Analityczne' })).not.toBeChecked()
})

test('a used confirmation link, opened on the English page, is explained; the welcome e-mail unsubscribes in one click', async ({
  page,
  baseURL,
}) => {
  await skipConsent(page)
  const email = `opt-in-en-${Date.now()}-${test.info().repeatEachIndex}@example.com`
  const ip = { 'cf-connecting-ip': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }
  const subscribe = await page.request.post('/api/newsletter/subscribe', {
    data: { email, lang: 'pl' },
    headers: { origin: baseURL!, ...ip },
  })
  expect(subscribe.status()).toBe(202)
  const confirm = await mailLink(page, email, /https?:\/\/\S+\/newsletter\/potwierdz#token=[\w-]+/)
  const token = confirm.hash.replace('#token=', '')
  const confirmed = await page.request.post('/api/newsletter/confirm', {
    data: { token },
    headers: { origin: baseURL!, ...ip },
  })
  expect(confirmed.status()).toBe(200)

  // The same link opened again, on the English page: used, and the page explains it in English.
  await page.goto(`/en/newsletter/confirm${confirm.hash}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter confirmation' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'This link has expired, has already been used or is not valid.' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)

  // The welcome e-mail's one-click address (RFC 8058) opened in a browser leads to the page, whose button unsubscribes.
  const unsubscribe = await mailLink(page, email, /https?:\/\/\S+\/newsletter\/one-click\S*/)
  expect(unsubscribe.pathname).toBe('/newsletter/one-click')
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(page).toHaveURL(/\/pl\/newsletter\/wypisz$/)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Wypisz mnie' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Wypisano. Nie będziemy już wysyłać Ci newslettera.' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
})
