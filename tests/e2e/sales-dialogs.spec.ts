import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'

const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'

// The banner and the promo popup wait for consent; answering it up front keeps the panels alone on screen.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('skrytka-consent-v1'))
      localStorage.setItem(
        'skrytka-consent-v1',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
      )
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
  })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

const demo = (page: Page) => page.getByTestId('demo-panel')
const trial = (page: Page) => page.getByTestId('trial-panel')

test('?demo=1 opens the demo panel, #trial the trial panel; switching rewrites the URL', async ({ page }) => {
  await open(page, `${SOFTWARE}?utm_source=news&demo=1`)
  await expect(demo(page)).toBeVisible()
  await expect(demo(page).getByRole('heading', { name: 'Umów prezentację systemu' })).toBeVisible()
  await expect(trial(page)).toHaveCount(0)
  await expectNoA11yViolations(page)

  await demo(page).getByTestId('switch-to-trial').click()
  await expect(trial(page)).toBeVisible()
  await expect(demo(page)).toHaveCount(0)
  await expect(page).toHaveURL(/[?&]trial=1/)
  expect(page.url()).not.toMatch(/demo=/)
  expect(page.url()).toContain('utm_source=news')
  await expectNoA11yViolations(page)

  await trial(page).getByTestId('switch-to-demo').click()
  await expect(demo(page)).toBeVisible()
  await expect(page).toHaveURL(/[?&]demo=1/)
  expect(page.url()).not.toMatch(/trial=/)

  await open(page, `${SOFTWARE}#trial`)
  await expect(trial(page)).toBeVisible()
  await trial(page).getByTestId('switch-to-demo').click()
  await expect(demo(page)).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  await expect(page).toHaveURL(/[?&]demo=1/)

  await open(page, '/en/software#demo')
  await expect(demo(page).getByRole('heading', { name: 'Book a demo' })).toBeVisible()
})

test('buttons open the panels; Escape and the backdrop close them, reset the fields and return focus', async ({
  page,
}) => {
  await open(page, SOFTWARE)
  await expect(demo(page)).toHaveCount(0)
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

test('Tab stays inside an open panel', async ({ page }) => {
  await open(page, `${SOFTWARE}?demo=1`)
  await expect(demo(page)).toBeVisible()
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="demo-panel"]')))).toBe(true)
  }
})

// The submit stays enabled (ADR 0014): keyboard users reach it, and the hint it points at says what is missing.
test('demo panel shows every validation message and keeps submit reachable', async ({ page }) => {
  await open(page, `${SOFTWARE}?demo=1`)
  const submit = demo(page).getByRole('button', { name: 'Umów prezentację' })
  await expect(submit).toBeEnabled()
  await expect(submit).toHaveAccessibleDescription('Uzupełnij poprawnie wymagane pola, aby wysłać formularz.')
  await demo(page).getByLabel('Imię i nazwisko').fill('  ab  ')
  await demo(page).getByLabel('E-mail').fill('not-an-email')
  await demo(page).getByLabel('Telefon').fill('12345')
  await demo(page).getByLabel('Telefon').blur()
  await expect(demo(page).getByText('Podaj co najmniej 3 znaki.')).toBeVisible()
  await expect(demo(page).getByText('Podaj poprawny adres e-mail.')).toBeVisible()
  await expect(demo(page).getByText('Podaj poprawny numer telefonu, np. 600 100 200 lub +49 30 1234567.')).toBeVisible()
  await expect(demo(page).getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(submit).toBeEnabled()
  await expectNoA11yViolations(page)
  // Fixing a field clears its message as you type.
  await demo(page).getByLabel('Imię i nazwisko').fill('Jan Kowalski')
  await expect(demo(page).getByText('Podaj co najmniej 3 znaki.')).toHaveCount(0)
})

test('trial panel shows every validation message', async ({ page }) => {
  await open(page, `${SOFTWARE}?trial=1`)
  const panel = trial(page)
  const submit = panel.getByRole('button', { name: 'Utwórz konto testowe' })
  await expect(submit).toBeEnabled()
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
  await expect(submit).toBeEnabled()
  await expectNoA11yViolations(page)
})

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

test('demo: a valid request is sent and confirmed', async ({ page }) => {
  await open(page, `${SOFTWARE}?demo=1`)
  await fillDemo(page)
  const submit = demo(page).getByRole('button', { name: 'Umów prezentację' })
  await expect(submit).toBeEnabled()
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/forms/demo-request') && r.request().method() === 'POST'),
    submit.click(),
  ])
  expect(response.status()).toBeGreaterThanOrEqual(200)
  expect(response.status()).toBeLessThan(300)
  const body = response.request().postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({
    name: 'Jan Kowalski',
    email: 'jan.kowalski@example.com',
    phone: '+48 600 100 200',
    contactTime: '10-11',
    company: '',
  })
  await expect(demo(page).getByText('Dziękujemy! Zgłoszenie zostało przyjęte.')).toBeVisible()
  await expect(demo(page).getByText('10:00–11:00')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('trial: a valid request is sent and confirmed', async ({ page }) => {
  await open(page, `${SOFTWARE}?trial=1`)
  await fillTrial(page)
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/forms/trial-start') && r.request().method() === 'POST'),
    trial(page).getByRole('button', { name: 'Utwórz konto testowe' }).click(),
  ])
  expect(response.status()).toBeLessThan(300)
  expect(response.request().postDataJSON()).toMatchObject({ nip: '5250000000', country: 'DE', city: 'Warszawa' })
  await expect(trial(page).getByText(/W ciągu 24 godzin skontaktujemy się/)).toBeVisible()
})

test('a failing API shows the failure text and keeps what was typed', async ({ page }) => {
  await page.route('**/api/forms/demo-request', (route) => route.fulfill({ status: 500, body: 'boom' }))
  await page.route('**/api/forms/trial-start', (route) => route.fulfill({ status: 500, body: 'boom' }))
  await open(page, `${SOFTWARE}?demo=1`)
  await fillDemo(page)
  await demo(page).getByRole('button', { name: 'Umów prezentację' }).click()
  await expect(demo(page).getByRole('alert')).toHaveText('Nie udało się wysłać formularza. Spróbuj ponownie.')
  await expect(demo(page).getByLabel('Imię i nazwisko')).toHaveValue('Jan Kowalski')
  await expect(demo(page).getByLabel('E-mail')).toHaveValue('jan.kowalski@example.com')
  await expect(demo(page).getByLabel(/^Preferowana godzina/)).toHaveValue('10-11')
  await expect(demo(page).getByRole('button', { name: 'Umów prezentację' })).toBeEnabled()

  await demo(page).getByTestId('switch-to-trial').click()
  await fillTrial(page)
  await trial(page).getByRole('button', { name: 'Utwórz konto testowe' }).click()
  await expect(trial(page).getByRole('alert')).toHaveText('Nie udało się utworzyć konta testowego. Spróbuj ponownie.')
  await expect(trial(page).getByLabel(/^NIP/)).toHaveValue('525-000-00-00')
  await expect(trial(page).getByLabel(/^Kraj/)).toHaveValue('DE')
})

test('submit is disabled while sending', async ({ page }) => {
  let release = () => {}
  await page.route('**/api/forms/demo-request', async (route) => {
    await new Promise<void>((done) => (release = done))
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' })
  })
  await open(page, `${SOFTWARE}?demo=1`)
  await fillDemo(page)
  await demo(page).getByRole('button', { name: 'Umów prezentację' }).click()
  await expect(demo(page).getByRole('button', { name: 'Wysyłanie…' })).toBeDisabled()
  release()
  await expect(demo(page).getByText('Dziękujemy! Zgłoszenie zostało przyjęte.')).toBeVisible()
})
