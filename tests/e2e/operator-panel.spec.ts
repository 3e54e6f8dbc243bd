import type { Browser, Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, SEED, signInViaUi } from './fixtures'

/**
 * Issue 19: the operator's day. A renter asks about a unit on the public page; the operator signs in, finds the
 * inquiry in the panel, marks it contacted and frees a unit; the public page shows it with the freshness line;
 * the renter sees the status on "Moje zapytania". The unit freed here (B-205) is one no other suite relies on.
 */
const FACILITY = '/pl/magazyn-self-storage/lockerbox-warszawa'
const TENANT = { email: 'tenant@skrytka.test', password: SEED.client.password }
const FREED = 'B-205'

test.describe.configure({ mode: 'serial' })

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await quietOverlays(page)
  return page
}

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

let inquiryMessage = ''

test('renter → operator → public page → tenant: an inquiry worked through the panel', async ({ browser }) => {
  test.setTimeout(180_000)
  // 1. A renter (the seeded tenant's e-mail) sends an inquiry from the detail page.
  const renter = await newPage(browser)
  await renter.goto(FACILITY)
  await waitForHydration(renter)
  await renter.getByRole('button', { name: 'Zapytaj A-104' }).click()
  inquiryMessage = `Czy A-104 jest wolny od poniedziałku? ${Date.now()}`
  await renter.getByRole('textbox', { name: /^Imię i nazwisko/ }).fill('Jan Najemca')
  await renter.getByRole('textbox', { name: /^E-mail/ }).fill(TENANT.email)
  await renter.getByRole('textbox', { name: /^Telefon/ }).fill('+48 600 100 200')
  await renter.getByLabel('Wiadomość').fill(inquiryMessage)
  await renter.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  await expect(renter.getByTestId('inquiry-success')).toBeVisible()
  await renter.context().close()

  // 2. The operator signs in and sees the account menu instead of "Zaloguj się".
  const operator = await newPage(browser)
  await signInViaUi(operator, '/pl/logowanie', SEED.client)
  // Issue 29: an operator signing in from the sign-in page itself lands in its panel.
  await operator.waitForURL((url) => url.pathname === '/pl/panel-operatora')
  await waitForHydration(operator)
  const menu = operator.getByRole('button', { name: `Menu konta (${SEED.client.email})` })
  // Drawn after hydration from /api/user/me; the shared machine can be slow to get there.
  await expect(menu).toBeVisible({ timeout: 30_000 })
  await expect(operator.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveCount(0)
  await menu.click()
  await expect(operator.getByTestId('account-email')).toHaveText(SEED.client.email)
  await operator.getByRole('link', { name: 'Panel operatora' }).click()

  // 3. The panel: the inquiry is in the inbox, new; its detail has the message, the unit and a mailto reply.
  await operator.waitForURL('**/pl/panel-operatora')
  await expect(operator.getByRole('heading', { level: 1, name: 'Przegląd' })).toBeVisible()
  await operator.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Zapytania' }).click()
  await operator.waitForURL('**/pl/panel-operatora/zapytania')
  await operator.getByLabel('Szukaj').fill(inquiryMessage.split('? ')[1]!)
  await operator.getByRole('button', { name: 'Filtruj' }).click()
  await expect(operator).toHaveURL(/q=/)
  const rows = operator.getByRole('region', { name: /Zapytania: 1/ }).getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('Nowe')
  await rows.nth(1).getByRole('link', { name: 'Jan Najemca' }).click()
  await expect(operator.getByTestId('inquiry-message')).toContainText(inquiryMessage)
  await expect(operator.getByTestId('inquiry-unit')).toContainText('A-104')
  await expect(operator.getByTestId('inquiry-reply')).toHaveAttribute(
    'href',
    /^mailto:tenant@skrytka\.test\?subject=Odpowied%C5%BA%20na%20zapytanie%3A%20Lockerbox$/,
  )
  await operator.getByTestId('mark-contacted').click()
  await expect(operator.getByTestId('inquiry-stage')).toHaveText('W kontakcie')
  await expect(operator.getByTestId('inquiry-history')).toContainText(`Nowe → W kontakcie ${SEED.client.email}`)
  await operator.getByTestId('inquiry-note').fill('Oddzwonić w poniedziałek')
  await operator.getByRole('button', { name: 'Zapisz notatkę' }).click()
  await expect(operator.getByText('Zapisano zmiany').first()).toBeVisible()

  // 4. Availability: an invalid price is refused in the form's words; the occupied unit is freed.
  await operator
    .getByRole('navigation', { name: 'Sekcje panelu' })
    .getByRole('link', { name: 'Dostępność i ceny' })
    .click()
  const row = operator.getByTestId(`unit-${FREED}`)
  await expect(row.getByTestId('unit-status')).toHaveText('Zajęta')
  await row.getByTestId('unit-price').fill('-5')
  await row.getByRole('button', { name: `Zapisz ${FREED}` }).click()
  await expect(row.getByTestId('unit-price-error')).toHaveText('Cena musi mieścić się między 1 a 100 000 zł')
  await expect(row.getByTestId('unit-price')).toHaveAttribute('aria-invalid', 'true')
  await row.getByRole('button', { name: `Zwolnij ${FREED}` }).click()
  await expect(row.getByTestId('unit-status')).toHaveText('Wolna')

  // 5. The public page (a fresh visitor) shows the unit as available and the freshness line.
  const visitor = await newPage(browser)
  await visitor.goto(FACILITY)
  await waitForHydration(visitor)
  await expect(visitor.getByRole('button', { name: `Zarezerwuj ${FREED}` })).toBeEnabled()
  await expect(visitor.getByTestId('availability-freshness')).toHaveText(
    /^Dostępność zaktualizowana: (teraz|\d+ minut[ay]? temu)$/,
  )
  await visitor.context().close()

  // 6. Logout from a public page stays on it, signed out.
  await operator.goto(FACILITY)
  await waitForHydration(operator)
  await operator.getByRole('button', { name: `Menu konta (${SEED.client.email})` }).click({ timeout: 30_000 })
  await operator.getByRole('button', { name: 'Wyloguj się' }).click()
  await expect(operator.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible()
  expect(new URL(operator.url()).pathname).toBe(FACILITY)
  await operator.context().close()

  // 7. The tenant sees the operator's status on "Moje zapytania".
  const tenant = await newPage(browser)
  await signInViaUi(tenant, '/pl/logowanie', TENANT)
  await tenant.waitForURL((url) => url.pathname === '/pl/moje-zapytania')
  await waitForHydration(tenant)
  await tenant.getByRole('button', { name: `Menu konta (${TENANT.email})` }).click({ timeout: 30_000 })
  await tenant.getByRole('link', { name: 'Moje zapytania' }).click()
  await tenant.waitForURL('**/pl/moje-zapytania')
  await expect(tenant.getByRole('row').filter({ hasText: 'A-104' }).first()).toContainText('W kontakcie')
  await tenant.context().close()
})

test('panel pages: 0 axe violations and no sideways scroll at 375 and 1280 px', async ({ browser }) => {
  test.setTimeout(180_000)
  const page = await newPage(browser)
  await signInViaUi(page, '/pl/logowanie', SEED.client)
  await page.waitForURL((url) => url.pathname === '/pl/panel-operatora')
  await page.goto('/pl/panel-operatora/zapytania')
  const detail = await page
    .getByRole('region', { name: /Zapytania/ })
    .getByRole('link')
    .first()
    .getAttribute('href')
  const paths = [
    '/pl/panel-operatora',
    '/pl/panel-operatora/zapytania',
    detail!,
    '/pl/panel-operatora/dostepnosc',
    '/en/panel',
    '/en/panel/availability',
  ]
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoA11yViolations(page)
      await noSideways(page)
    }
  }
  // The account menu, open, on a public page.
  await page.goto('/pl')
  await waitForHydration(page)
  await page.getByRole('button', { name: /Menu konta/ }).click({ timeout: 30_000 })
  await expectNoA11yViolations(page)
  await page.context().close()

  const tenant = await newPage(browser)
  await signInViaUi(tenant, '/pl/logowanie', TENANT)
  await tenant.waitForURL((url) => url.pathname === '/pl/moje-zapytania')
  for (const width of [375, 1280]) {
    await tenant.setViewportSize({ width, height: 900 })
    await tenant.goto('/pl/moje-zapytania')
    await waitForHydration(tenant)
    await expectNoA11yViolations(tenant)
    await noSideways(tenant)
  }
  await tenant.context().close()
})

test("the superadmin reads a company's panel read-only from the audit log", async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await newPage(browser)
  await signInViaUi(page, '/pl/logowanie', SEED.admin)
  await page.waitForURL('**/admin')
  await page
    .getByRole('navigation', { name: 'Sekcje panelu' })
    .getByRole('link', { name: 'Dziennik operatorów' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dziennik operatorów' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: /^Otwórz panel\s*: Lockerbox Sp\. z o\.o\.$/ }).click()
  await expect(page.getByTestId('panel-read-only')).toContainText('Lockerbox Sp. z o.o.')
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Dostępność i ceny' }).click()
  await expect(page).toHaveURL(/clientId=/)
  await expect(page.getByTestId('unit-toggle')).toHaveCount(0)
  await expect(page.getByTestId('unit-price')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.context().close()
})
