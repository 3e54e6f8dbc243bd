import { expect, type Page, test } from '@playwright/test'
import { addDays, businessToday } from '@kernel/calendar-date'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'

/**
 * Issue 26: a renter reserves a unit on the facility page, gets the mail, opens its cancel link (the unit stays held
 * until the button is pressed), and cancels; the operator confirms another reservation in the panel, the renter
 * gets the status mail and sees it in "Moje rezerwacje". Lockerbox Warszawa's B-201…B-204 and B-206 are used by no
 * other suite.
 */
const SLUG = 'lockerbox-warszawa'
const TENANT = { email: 'tenant@skrytka.test', password: SEED.client.password }
type UnitJson = { code: string; isAvailable: boolean }

const WORDS = {
  pl: {
    path: `/pl/magazyn-self-storage/${SLUG}`,
    reserve: 'Zarezerwuj',
    moveIn: 'Data wprowadzenia',
    name: /^Imię i nazwisko/,
    email: /^E-mail/,
    phone: /^Telefon/,
    terms: /Akceptuję/,
    submit: 'Rezerwuj bezpłatnie',
    free: 'Rezerwacja jest bezpłatna: płacisz dopiero przy wprowadzeniu',
    termsError: 'Zaakceptuj regulamin rezerwacji',
    cancel: 'Anuluj rezerwację',
    cancelPath: '/pl/rezerwacja',
    close: 'Zamknij',
  },
  en: {
    path: `/en/self-storage-facility/${SLUG}`,
    reserve: 'Reserve',
    moveIn: 'Move-in date',
    name: /^Full name/,
    email: /^E-mail/,
    phone: /^Phone/,
    terms: /I accept the/,
    submit: 'Reserve for free',
    free: 'The reservation is free: you pay only when you move in',
    termsError: 'Accept the reservation terms',
    cancel: 'Cancel the reservation',
    cancelPath: '/en/reservation',
    close: 'Close',
  },
} as const

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

async function unitAvailable(page: Page, code: string): Promise<boolean> {
  // The bookmark header (any valid one) reads past the shared cache, as the writer's own browser does.
  const units = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}/units`)).json()) as UnitJson[]
  return units.find((u) => u.code === code)!.isAvailable
}

/** The local mailbox (/__dev/mail): what the mailer delivered to `email`, the newest message whose subject matches. */
type DevMail = { text: string; replyTo: string | null; attachments: { filename: string; url: string }[] }
async function mailTo(page: Page, email: string, subject: RegExp): Promise<DevMail> {
  let found: DevMail | undefined
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get(`/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
          messages: (DevMail & { subject: string })[]
        }
        found = messages.find((m) => subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

const RUNS = [
  { lang: 'pl', width: 375, height: 812, unit: 'B-201' },
  { lang: 'pl', width: 1280, height: 800, unit: 'B-202' },
  { lang: 'en', width: 375, height: 812, unit: 'B-203' },
  { lang: 'en', width: 1280, height: 800, unit: 'B-204' },
] as const

for (const run of RUNS) {
  test(`reserve, confirm mail, cancel link (${run.lang}, ${run.width} px)`, async ({ browser }) => {
    test.setTimeout(150_000)
    const w = WORDS[run.lang]
    const context = await browser.newContext({ viewport: { width: run.width, height: run.height } })
    const page = await context.newPage()
    await quietOverlays(page)
    await page.goto(w.path)
    await waitForHydration(page)
    await page.getByRole('button', { name: `${w.reserve} ${run.unit}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel(w.moveIn)).toBeFocused()
    await expect(dialog.getByTestId('reservation-free')).toHaveText(w.free)
    await expect(dialog.getByTestId('reservation-unit')).toContainText(run.unit)
    // Nothing filled: Enter submits, and the errors name each field; the terms are required.
    await dialog.getByLabel(w.moveIn).press('Enter')
    await expect(dialog.getByText(w.termsError, { exact: true })).toBeVisible()
    await noSideways(page)
    await expectNoA11yViolations(page)

    const email = `rez-e2e-${run.lang}-${run.width}-${Date.now()}@example.pl`
    const moveIn = addDays(businessToday(), 5)
    await dialog.getByLabel(w.moveIn).fill(moveIn)
    await dialog.getByRole('textbox', { name: w.name }).fill('Ola Rezerwująca')
    await dialog.getByRole('textbox', { name: w.email }).fill(email)
    await dialog.getByRole('textbox', { name: w.phone }).fill('+48 600 100 200')
    await dialog.getByRole('checkbox', { name: w.terms }).check()
    await dialog.getByRole('button', { name: w.submit }).click()
    const success = dialog.getByTestId('reservation-success')
    await expect(success).toBeVisible()
    await expect(success).toBeFocused()
    const code = (await dialog.getByTestId('reservation-code').textContent())!.trim()
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    await expect(dialog.getByTestId('reservation-held-until')).toContainText(run.lang === 'pl' ? 'czeka' : 'held')
    await noSideways(page)
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: w.close }).last().click()
    await expect(page.getByRole('button', { name: new RegExp(`${run.unit}$`) }).last()).toBeDisabled()

    // The mail: the code, the guaranteed price, the cancel link, and the move-in day as an attached calendar entry.
    const mail = await mailTo(page, email, new RegExp(code))
    const body = mail.text
    expect(mail.attachments.map((a) => a.filename)).toEqual([`rezerwacja-${code}.ics`])
    const ics = await (await page.request.get(mail.attachments[0]!.url)).text()
    expect(ics).toContain(`DTSTART;VALUE=DATE:${moveIn.replace(/-/g, '')}`)
    expect(body).toContain(run.lang === 'pl' ? 'gwarantowana' : 'guaranteed')
    const link = new URL(/https?:\/\/\S+#code=\S+/.exec(body)![0]!)
    expect(link.pathname).toBe(w.cancelPath)

    // Opening the link shows the reservation and changes nothing.
    await page.goto(link.pathname + link.hash)
    await waitForHydration(page)
    await expect(page.getByTestId('reservation-details')).toContainText(code)
    expect(await unitAvailable(page, run.unit)).toBe(false)
    await noSideways(page)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: w.cancel }).click()
    await expect(page.getByTestId('reservation-cancelled')).toContainText(code)
    expect(await unitAvailable(page, run.unit)).toBe(true)
    await expectNoA11yViolations(page)
    await context.close()
  })
}

test('the operator confirms in the panel; the renter gets the mail and sees it in "Moje rezerwacje"', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The renter (the seeded tenant's address) reserves B-206 through the form's API.
  const renter = await (await browser.newContext()).newPage()
  await quietOverlays(renter)
  const unitId = (
    (await (await renter.request.get(`${baseURL}/api/marketplace/facilities/${SLUG}/units`)).json()) as {
      id: number
      code: string
    }[]
  ).find((u) => u.code === 'B-206')!.id
  const created = await renter.request.post(`${baseURL}/api/forms/facilities/${SLUG}/reservations`, {
    headers: { origin: baseURL! },
    data: {
      unitId,
      moveInDate: addDays(businessToday(), 3),
      name: 'Tomasz Najemca',
      email: TENANT.email,
      phone: '600 100 200',
      acceptTerms: true,
      website: '',
    },
  })
  expect(created.status()).toBe(201)
  const { code } = ((await created.json()) as { reservation: { code: string } }).reservation

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    const operator = await (await browser.newContext({ viewport })).newPage()
    await quietOverlays(operator)
    await signInAs(operator, baseURL!, SEED.client)
    await operator.goto('/pl/panel-operatora/rezerwacje?status=pending')
    await waitForHydration(operator)
    await expect(operator.getByTestId('panel-pending-reservations')).toBeVisible()
    const link = operator.getByRole('link', { name: `Szczegóły rezerwacji ${code}` })
    await expect(link).toBeVisible()
    await noSideways(operator)
    await expectNoA11yViolations(operator)
    await link.click()
    await expect(operator.getByRole('heading', { level: 1 })).toContainText(code)
    await noSideways(operator)
    await expectNoA11yViolations(operator)
    if (viewport.width === 1280) {
      await operator.getByTestId('reservation-action-confirm').click()
      await expect(operator.getByTestId('reservation-action-done')).toContainText('Potwierdzona')
      await expect(operator.getByTestId('reservation-event').last()).toContainText(SEED.client.email)
      await expectNoA11yViolations(operator)
    }
    await operator.context().close()
  }

  const status = await mailTo(renter, TENANT.email, new RegExp(`${code}: potwierdzona`))
  expect(status.text).toContain(code)

  const tenant = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage()
  await quietOverlays(tenant)
  await signInAs(tenant, baseURL!, TENANT)
  await tenant.goto('/pl/moje-rezerwacje')
  await waitForHydration(tenant)
  const row = tenant.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('Potwierdzona')
  await noSideways(tenant)
  await expectNoA11yViolations(tenant)
  tenant.once('dialog', (dialog) => void dialog.accept())
  await row.getByRole('button', { name: `Anuluj rezerwację ${code}` }).click()
  await expect(tenant.getByRole('status').filter({ hasText: code })).toBeVisible()
  await expect(row).toContainText('Anulowana')
})
