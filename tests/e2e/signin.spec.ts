import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInViaUi, skipConsent } from './fixtures'

const ADMIN = SEED.admin
const CLIENT = SEED.client
const signIn = signInViaUi

test.beforeEach(async ({ page }) => {
  await skipConsent(page)
})

test('English validation messages', async ({ page }) => {
  await page.goto('/en/signin')
  await waitForHydration(page)
  const form = page.locator('#signin-form')
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByLabel('Password', { exact: true }).fill('123')
  await form.getByLabel('Password', { exact: true }).blur()
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
})

test('Polish validation on submit of an empty form', async ({ page }) => {
  await page.goto('/pl/logowanie')
  await waitForHydration(page)
  const form = page.locator('#signin-form')
  await form.getByRole('button', { name: 'Zaloguj się' }).click()
  await expect(form.getByText('Podaj poprawny adres e-mail')).toBeVisible()
  await expect(form.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeVisible()
})

test('toggle, show/hide password, forgot-password and no-account links', async ({ page }) => {
  await page.goto('/pl/logowanie')
  await waitForHydration(page)
  await expect(page.getByTestId('role-operator')).toHaveAttribute('aria-pressed', 'true')
  await page.getByTestId('role-tenant').click()
  await expect(page.getByTestId('role-tenant')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Sprawdź swój najem, płatności i dostęp do boksu.')).toBeVisible()
  const password = page.getByLabel('Hasło', { exact: true })
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Pokaż hasło' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Ukryj hasło' }).click()
  await expect(password).toHaveAttribute('type', 'password')
  await expect(page.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute(
    'href',
    /^https:\/\/app\.skrytka\.pl\//,
  )
  await expect(page.getByTestId('signin-trial')).toHaveAttribute(
    'href',
    '/pl/oprogramowanie-do-zarzadzania-self-storage?trial=1',
  )
  await page.getByTestId('signin-trial').click()
  await expect(page.getByTestId('trial-panel')).toBeVisible()
})

test('wrong credentials: toast and form error', async ({ page }) => {
  await signIn(page, '/pl/logowanie', { email: 'nobody@skrytka.test', password: 'wrong-password' })
  const message = 'Niepoprawne dane logowania lub konto nie istnieje w systemie.'
  await expect(page.locator('#signin-form').getByRole('alert')).toHaveText(message)
  await expect(page.getByTestId('toasts').getByText(message)).toBeVisible()
  await expect(page).toHaveURL(/\/pl\/logowanie/)
  await expectNoA11yViolations(page)
})

test('the superadmin lands on /admin', async ({ page }) => {
  await signIn(page, '/pl/logowanie', ADMIN)
  await expect(page).toHaveURL(/\/admin(\/|$)/)
})

test('from the sign-in page itself an operator lands on its panel, in the page language (issue 29)', async ({
  page,
}) => {
  await signIn(page, '/pl/logowanie', CLIENT)
  await expect(page).toHaveURL(/\/pl\/panel-operatora$/)
})

test('a safe next wins; a hostile next is ignored', async ({ page }) => {
  await signIn(page, `/pl/logowanie?next=${encodeURIComponent('/pl/magazyny-self-storage?q=Warszawa')}`, CLIENT)
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?q=Warszawa$/)
  await page.context().clearCookies()
  await signIn(page, `/pl/logowanie?next=${encodeURIComponent('//evil.example/phish')}`, CLIENT)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pl\/panel-operatora$/)
})
