import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { skipConsent } from './fixtures'
import { holdRequests } from './hold'

/**
 * The sales dialogs (demo and trial) and the footer's newsletter form, as journeys on one load each (issue 37; what
 * the server renders on these pages is tests/integration/operator-site-pages.test.ts). A failing API is a dropped
 * connection (`route.abort`), and "sending" is the real request held back for a moment: the server is never mocked.
 */
const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'

const demo = (page: Page) => page.getByTestId('demo-panel')
const trial = (page: Page) => page.getByTestId('trial-panel')

async function fillDemo(page: Page) {
  await demo(page).getByLabel('Imię i nazwisko').fill('Jan Kowalski')
  await demo(page).getByLabel('E-mail').fill('jan.kowalski@example.com')
  await demo(page).getByLabel('Telefon').fill('+48 600 100 200')
  await demo(page)
    .getByLabel(/^Wiadomość/)
    .fill('Dwa obiekty, 300 boksów.')
  await demo(page)
    .getByLabel(/^Preferowana godzina/)
    .selectOption('10-11')
}

async function fillTrial(page: Page) {
  const panel = trial(page)
  await panel.getByLabel(/^Nazwa firmy/).fill('Magazyny Testowe sp. z o.o.')
  await panel.getByLabel(/^NIP/).fill('525-000-00-00')
  await panel.getByLabel(/^Ulica/).fill('Prosta')
  await panel.getByLabel(/^Nr budynku/).fill('12')
  await panel.getByLabel(/^Kod pocztowy/).fill('00-838')
  await panel.getByLabel(/^Miasto/).fill('Warszawa')
  await panel.getByLabel(/^Kraj/).selectOption('DE')
  await panel.getByLabel(/^E-mail/).fill('trial.test@example.com')
  await panel.getByLabel(/^Telefon/).fill('600100200')
}

/** The element a tap at the centre of `target` would reach is `target` or inside it. */
async function tapReaches(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return Boolean(hit && (hit === element || element.contains(hit)))
  })
}

test('sales dialogs: opened from the address, validation, focus kept inside, switching, closing and focus return', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await skipConsent(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-promo-dismissed', '1'))
  await page.goto(`${SOFTWARE}?utm_source=news&demo=1`)
  await waitForHydration(page)

  // ?demo=1 opens the demo dialog on load.
  await expect(demo(page)).toBeVisible()
  await expect(demo(page).getByRole('heading', { name: 'Umów prezentację systemu' })).toBeVisible()
  await expect(trial(page)).toHaveCount(0)
  await expectNoA11yViolations(page)

  // Every validation message; the submit stays enabled and says what is missing (ADR 0014).
  const demoSubmit = demo(page).getByRole('button', { name: 'Umów prezentację' })
  await expect(demoSubmit).toBeEnabled()
  await expect(demoSubmit).toHaveAccessibleDescription('Uzupełnij poprawnie wymagane pola, aby wysłać formularz.')
  await demo(page).getByLabel('Imię i nazwisko').fill('  ab  ')
  await demo(page).getByLabel('E-mail').fill('not-an-email')
  await demo(page).getByLabel('Telefon').fill('12345')
  await demo(page).getByLabel('Telefon').blur()
  await expect(demo(page).getByText('Podaj co najmniej 3 znaki.')).toBeVisible()
  await expect(demo(page).getByText('Podaj poprawny adres e-mail.')).toBeVisible()
  await expect(demo(page).getByText('Podaj poprawny numer telefonu, np. 600 100 200 lub +49 30 1234567.')).toBeVisible()
  await expect(demo(page).getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(demoSubmit).toBeEnabled()
  await expectNoA11yViolations(page)
  // Fixing a field clears its message as you type.
  await demo(page).getByLabel('Imię i nazwisko').fill('Jan Kowalski')
  await expect(demo(page).getByText('Podaj co najmniej 3 znaki.')).toHaveCount(0)

  // Tab stays inside the open dialog.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="demo-panel"]')))).toBe(true)
  }

  // Switching rewrites the address: one parameter at a time, the others kept.
  await demo(page).getByTestId('switch-to-trial').click()
  await expect(trial(page)).toBeVisible()
  await expect(demo(page)).toHaveCount(0)
  await expect(page).toHaveURL(/[?&]trial=1/)
  expect(page.url()).not.toMatch(/demo=/)
  expect(page.url()).toContain('utm_source=news')

  // The trial form's every validation message.
  const panel = trial(page)
  const trialSubmit = panel.getByRole('button', { name: 'Utwórz konto testowe' })
  await expect(trialSubmit).toBeEnabled()
  await expect(panel.getByLabel(/^Kraj/)).toHaveValue('PL')
  await expect(panel.getByLabel(/^Kraj/).locator('option')).toHaveCount(18)
  await panel.getByLabel(/^Nazwa firmy/).fill('ab')
  await panel.getByLabel(/^NIP/).fill('PL 123-45')
  await panel.getByLabel(/^Ulica/).fill('a')
  await panel.getByLabel(/^Nr budynku/).fill('   ')
  await panel.getByLabel(/^Kod pocztowy/).fill('12')
  await panel.getByLabel(/^Miasto/).fill('K')
  await panel.getByLabel(/^E-mail/).fill('x@y')
  await panel.getByLabel(/^Telefon/).fill('1')
  await panel.getByLabel(/^Telefon/).blur()
  for (const message of [
    'Podaj co najmniej 3 znaki.',
    'NIP/VAT musi zawierać co najmniej 8 cyfr.',
    'Podaj nazwę ulicy (min. 2 znaki).',
    'To pole jest wymagane.',
    'Kod pocztowy musi mieć co najmniej 4 znaki.',
    'Podaj miasto (min. 2 znaki).',
    'Podaj poprawny adres e-mail.',
    'Podaj poprawny numer telefonu, np. 600 100 200 lub +49 30 1234567.',
  ]) {
    await expect(panel.getByText(message)).toBeVisible()
  }
  await expect(trialSubmit).toBeEnabled()
  await expectNoA11yViolations(page)

  await trial(page).getByTestId('switch-to-demo').click()
  await expect(demo(page)).toBeVisible()
  await expect(page).toHaveURL(/[?&]demo=1/)
  expect(page.url()).not.toMatch(/trial=/)
  await page.keyboard.press('Escape')
  await expect(demo(page)).toHaveCount(0)
  expect(page.url()).not.toMatch(/demo=/)

  // Buttons open the dialogs; Escape, the backdrop and the close button close them, reset the fields, return focus.
  const opener = page.getByTestId('hero-demo')
  await opener.click()
  await expect(demo(page)).toBeVisible()
  await expect(page).toHaveURL(/[?&]demo=1/)
  await expect(demo(page).getByLabel('Imię i nazwisko')).toBeFocused()
  await demo(page).getByLabel('Imię i nazwisko').fill('Jan Kowalski')
  await page.keyboard.press('Escape')
  await expect(demo(page)).toHaveCount(0)
  expect(page.url()).not.toMatch(/demo=/)
  await expect(opener).toBeFocused()
  await opener.click()
  await expect(demo(page).getByLabel('Imię i nazwisko')).toHaveValue('')
  await page.getByTestId('demo-panel-backdrop').click({ position: { x: 5, y: 5 } })
  await expect(demo(page)).toHaveCount(0)

  await page.getByTestId('hero-trial').click()
  await expect(trial(page)).toBeVisible()
  await expect(page).toHaveURL(/[?&]trial=1/)
  await trial(page)
    .getByLabel(/^Miasto/)
    .fill('Kraków')
  await trial(page).getByRole('button', { name: 'Zamknij' }).first().click()
  await expect(trial(page)).toHaveCount(0)
  await page.getByTestId('hero-trial').click()
  await expect(trial(page).getByLabel(/^Miasto/)).toHaveValue('')
})

test('sales dialogs: a failed send keeps the input, real sends are confirmed, the carousel opens the demo', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await skipConsent(page)
  await page.addInitScript(() => sessionStorage.setItem('skrytka-promo-dismissed', '1'))
  await page.goto(SOFTWARE)
  await waitForHydration(page)
  await page.getByTestId('hero-trial').click()
  await expect(trial(page)).toBeVisible()
  const demoSubmit = demo(page).getByRole('button', { name: 'Umów prezentację' })

  // A send that fails (the connection drops) shows the failure and keeps what was typed.
  await page.route('**/api/forms/trial-start', (route) => route.abort('connectionreset'))
  await page.route('**/api/forms/demo-request', (route) => route.abort('connectionreset'))
  await fillTrial(page)
  await trial(page).getByRole('button', { name: 'Utwórz konto testowe' }).click()
  await expect(trial(page).getByRole('alert')).toHaveText('Nie udało się utworzyć konta testowego. Spróbuj ponownie.')
  await expect(trial(page).getByLabel(/^NIP/)).toHaveValue('525-000-00-00')
  await expect(trial(page).getByLabel(/^Kraj/)).toHaveValue('DE')
  await trial(page).getByTestId('switch-to-demo').click()
  await fillDemo(page)
  await demoSubmit.click()
  await expect(demo(page).getByRole('alert')).toHaveText('Nie udało się wysłać formularza. Spróbuj ponownie.')
  await expect(demo(page).getByLabel('Imię i nazwisko')).toHaveValue('Jan Kowalski')
  await expect(demo(page).getByLabel('E-mail')).toHaveValue('jan.kowalski@example.com')
  await expect(demo(page).getByLabel(/^Preferowana godzina/)).toHaveValue('10-11')
  await expect(demoSubmit).toBeEnabled()
  await page.unrouteAll()

  // Sent again, to the real API, held back on its way: the button is disabled while sending, then the thanks.
  const release = await holdRequests(page, '**/api/forms/demo-request')
  const responded = page.waitForResponse(
    (r) => r.url().endsWith('/api/forms/demo-request') && r.request().method() === 'POST',
  )
  await demoSubmit.click()
  await expect(demo(page).getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  release()
  const response = await responded
  expect(response.status()).toBeGreaterThanOrEqual(200)
  expect(response.status()).toBeLessThan(300)
  expect(response.request().postDataJSON()).toMatchObject({
    name: 'Jan Kowalski',
    email: 'jan.kowalski@example.com',
    phone: '+48 600 100 200',
    contactTime: '10-11',
    company: '',
  })
  await expect(demo(page).getByText('Dziękujemy! Zgłoszenie zostało przyjęte.')).toBeVisible()
  await expect(demo(page).getByText('10:00–11:00')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.unrouteAll()
  await page.keyboard.press('Escape')
  await expect(demo(page)).toHaveCount(0)

  // The trial, sent for real.
  await page.getByTestId('hero-trial').click()
  await fillTrial(page)
  const [trialResponse] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/forms/trial-start') && r.request().method() === 'POST'),
    trial(page).getByRole('button', { name: 'Utwórz konto testowe' }).click(),
  ])
  expect(trialResponse.status()).toBeLessThan(300)
  expect(trialResponse.request().postDataJSON()).toMatchObject({ nip: '5250000000', country: 'DE', city: 'Warszawa' })
  await expect(trial(page).getByText(/W ciągu 24 godzin skontaktujemy się/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(trial(page)).toHaveCount(0)

  // The feature carousel: buttons, a swipe to the end, the client view, and its CTA opening the demo dialog.
  const track = page.getByTestId('carousel-track')
  await track.scrollIntoViewIfNeeded()
  await expect(page.getByText('Funkcja 1 z 7')).toBeVisible()
  await page.getByRole('button', { name: 'Następna funkcja' }).click()
  await expect(page.getByText('Funkcja 2 z 7')).toBeVisible()
  await page.getByRole('button', { name: 'Poprzednia funkcja' }).click()
  await expect(page.getByText('Funkcja 1 z 7')).toBeVisible()
  await track.evaluate((node) => node.scrollTo({ left: node.scrollWidth }))
  await expect(page.getByText('Funkcja 7 z 7')).toBeVisible()
  await page.getByTestId('carousel-client').click()
  await expect(track.locator('li')).toHaveCount(6)
  await expect(page.getByText('Funkcja 1 z 6')).toBeVisible()
  await page.getByTestId('carousel-cta').click()
  await expect(page).toHaveURL(/[?&]demo=1/)
  await expect(demo(page)).toBeVisible()
})

test('a phone in English: #trial and #demo open the dialogs, the cookie banner, the newsletter', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 812 })
  // No consent answered: the banner is part of this journey. The promo is not.
  await page.addInitScript(() => sessionStorage.setItem('skrytka-promo-dismissed', '1'))
  await page.goto('/en/software#trial')
  await waitForHydration(page)

  // #trial opens the trial dialog; switching drops the hash for ?demo=1.
  await expect(trial(page)).toBeVisible()
  await trial(page).getByTestId('switch-to-demo').click()
  await expect(demo(page).getByRole('heading', { name: 'Book a demo' })).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  await expect(page).toHaveURL(/[?&]demo=1/)
  await page.keyboard.press('Escape')
  await expect(demo(page)).toHaveCount(0)

  // The cookie banner takes at most a quarter of a 375×812 screen, and each of its buttons takes a tap.
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(812 / 4)
  for (const name of ['Reject', 'Customise', 'Accept all'])
    expect(await tapReaches(banner.getByRole('button', { name, exact: true }))).toBe(true)
  await expectNoA11yViolations(page)
  await banner.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(banner).toHaveCount(0)

  // #demo, set on the page, opens the demo dialog.
  await page.evaluate(() => {
    window.location.hash = 'demo'
  })
  await expect(demo(page).getByRole('heading', { name: 'Book a demo' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(demo(page)).toHaveCount(0)

  // Newsletter: an empty submit sends nothing; a real subscription thanks and clears; a failure keeps the address.
  const form = page.getByTestId('newsletter-form')
  let posts = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter/subscribe')) posts++
  })
  await form.getByRole('button', { name: 'Send' }).click()
  expect(posts).toBe(0)
  const email = `e2e-en-${Date.now()}-${test.info().repeatEachIndex}@example.com`
  await form.getByLabel('Email address').fill(email)
  const [request] = await Promise.all([
    page.waitForRequest('**/api/newsletter/subscribe'),
    form.getByRole('button', { name: 'Send' }).click(),
  ])
  expect(request.postDataJSON()).toEqual({ email, lang: 'en' })
  expect((await request.response())!.status()).toBeLessThan(300)
  await expect(page.getByText('Thank you! Check your inbox to confirm.')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue('')
  await page.route('**/api/newsletter/subscribe', (route) => route.abort('connectionreset'))
  await form.getByLabel('Email address').fill('fail@example.com')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Hmm, something went wrong. Try again.')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue('fail@example.com')
})
