import { expectNoA11yViolations, waitForHydration } from './a11y'
import { mailTo } from './dev-mail'
import { quietOverlays } from './fixtures'
import { expect, test } from './test'

/**
 * Issue 42's journey, part A (the trial): an English visitor asks for a trial on the software page's trial dialog
 * with the fixture NIP 5270000018, gets the English mail, opens "Activate your account", sets a password with the
 * page's button and lands in the operator panel, in trial. Three page loads: the software page, the mail's link,
 * the panel. What the API answers for every other case (known address or NIP, expiry, single use, reminders, the
 * read-only end) is tests/integration/trial.test.ts. The NIP is this spec's alone: a second company with it would
 * get the owner's mail instead.
 */
test('trial: the software page’s dialog → the English mail → activate → the panel, in trial', async ({ page }) => {
  test.setTimeout(60_000)
  const email = `trial-journey-${Date.now().toString(36)}@example.test`
  await quietOverlays(page)
  await page.goto('/en/software?trial=1')
  await waitForHydration(page)
  const dialog = page.getByTestId('trial-panel')
  await dialog.getByLabel(/^Company name/).fill('Magazyny Próbne Sp. z o.o.')
  const nip = dialog.getByLabel(/^Tax ID/)
  // A typo in the check digit is the NIP field's error, in the page's language.
  await nip.fill('5270000019')
  await nip.blur()
  await expect(dialog.getByText('This NIP has a wrong check digit. Check it for a typo.')).toBeVisible()
  await nip.fill('527-000-00-18')
  await dialog.getByLabel(/^Street/).fill('Prosta')
  await dialog.getByLabel(/^Building no/).fill('20')
  await dialog.getByLabel(/^Postal code/).fill('00-850')
  await dialog.getByLabel(/^City/).fill('Warszawa')
  await dialog.getByLabel(/^Email/).fill(email)
  await dialog.getByLabel(/^Phone/).fill('+48 22 123 45 67')
  await dialog.getByRole('button', { name: 'Create trial account' }).click()
  await expect(dialog.getByText('Request processed')).toBeVisible()

  const mail = await mailTo(page, email, /^Your Skrytka trial account$/)
  expect(mail.text).toContain('Activate your account')
  expect(mail.text).not.toMatch(/password:/i)
  const link = new URL(/https?:\/\/\S+\/en\/signin\/reset#token=[\w-]+&activate=1/.exec(mail.text)![0])
  await page.goto(link.pathname + link.hash)
  await waitForHydration(page)
  // The token has left the address bar; only the button below sends it.
  await expect(page).toHaveURL(/\/en\/signin\/reset$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('Haslo-Probne-2026')
  await expectNoA11yViolations(page)
  const landed = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/en/panel',
  )
  await page.getByRole('button', { name: 'Activate your account' }).click()
  expect((await landed).status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/panel$/)
  await expect(page.getByTestId('panel-company')).toHaveText('Magazyny Próbne Sp. z o.o.')
  await expect(page.getByTestId('trial-ends')).toContainText('Your trial runs until')
})
