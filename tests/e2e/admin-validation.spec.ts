import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs } from './fixtures'
import { expectError, group } from './form-assertions'

test.beforeEach(async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, SEED.admin)
})

test('new client: spec §5 messages', async ({ page }) => {
  await page.goto('/admin/clients/new')
  await waitForHydration(page)
  const country = group(page, 'Adres rozliczeniowy').getByLabel('Kraj')
  await country.fill('')
  // Blur first: its message would otherwise move the button between mousedown and click.
  await country.blur()
  await expectError(country, 'Kraj jest wymagany')
  await page.getByRole('button', { name: 'Utwórz klienta' }).click()
  await expectError(page.getByLabel('E-mail logowania'), 'Niepoprawny email')
  await expectError(page.getByLabel('Osoba kontaktowa'), 'Osoba kontaktowa jest wymagana')
  await expectError(page.getByLabel('Telefon'), 'Podaj telefon')
  const address = group(page, 'Adres rozliczeniowy')
  await expectError(address.getByLabel('Ulica'), 'Ulica jest wymagana')
  await expectError(address.getByLabel('Numer budynku'), 'Numer jest wymagany')
  await expectError(address.getByLabel('Kod pocztowy'), 'Kod pocztowy jest wymagany')
  await expectError(address.getByLabel('Miasto'), 'Miasto jest wymagane')
  await expectError(address.getByLabel('Kraj'), 'Kraj jest wymagany')
  await expect(address.getByLabel('Numer lokalu (opcjonalnie)')).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Hasło').fill('abc')
  await expectError(page.getByLabel('Hasło'), 'Min. 6 znaków')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('zly-adres')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').blur()
  await expectError(page.getByLabel('E-mail do faktur (opcjonalnie)'), 'Niepoprawny email')
  await expectNoA11yViolations(page)
  // Revalidated on input: fixing the field clears its message.
  await page.getByLabel('Osoba kontaktowa').fill('Jan')
  await expect(page.getByLabel('Osoba kontaktowa')).not.toHaveAttribute('aria-invalid', 'true')
})

test('edit client: "Wymagane" and "Nieprawidłowy email"', async ({ page }) => {
  await page.goto('/admin/clients')
  await waitForHydration(page)
  await page.getByRole('region', { name: 'Lista klientów' }).getByRole('link').first().click()
  await expect(page.getByLabel('Osoba kontaktowa')).not.toHaveValue('')
  await page.getByLabel('Osoba kontaktowa').fill('')
  await page.getByLabel('Telefon').fill('1')
  await page.getByLabel('E-mail do faktur (opcjonalnie)').fill('nie-email')
  await group(page, 'Adres rozliczeniowy').getByLabel('Ulica').fill('')
  await group(page, 'Adres rozliczeniowy').getByLabel('Ulica').blur()
  await expectError(group(page, 'Adres rozliczeniowy').getByLabel('Ulica'), 'Wymagane')
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expectError(page.getByLabel('Osoba kontaktowa'), 'Wymagane')
  await expectError(page.getByLabel('Telefon'), 'Wymagane')
  await expectError(page.getByLabel('E-mail do faktur (opcjonalnie)'), 'Nieprawidłowy email')
  await expectError(group(page, 'Adres rozliczeniowy').getByLabel('Ulica'), 'Wymagane')
  await expectNoA11yViolations(page)
})

test('new client with a taken e-mail: the server message under the field and in the toast', async ({ page }) => {
  const taken = 'Użytkownik o tym adresie e-mail już istnieje'
  await page.goto('/admin/clients/new')
  await waitForHydration(page)
  await page.getByLabel('E-mail logowania').fill('operator@skrytka.test')
  await page.getByLabel('Osoba kontaktowa').fill('Ktoś')
  await page.getByLabel('Telefon').fill('600100200')
  const address = group(page, 'Adres rozliczeniowy')
  await address.getByLabel('Ulica').fill('Polna')
  await address.getByLabel('Numer budynku').fill('1')
  await address.getByLabel('Kod pocztowy').fill('00-001')
  await address.getByLabel('Miasto').fill('Kraków')
  await address.getByLabel('Miasto').blur()
  await page.getByRole('button', { name: 'Utwórz klienta' }).click()
  await expect(page.getByTestId('toasts').getByText(taken)).toBeVisible()
  await expectError(page.getByLabel('E-mail logowania'), taken)
  await expect(page).toHaveURL(/\/admin\/clients\/new$/)
})
