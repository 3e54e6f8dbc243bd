import type { Page } from '@playwright/test'
import { expect, test } from './test'
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
    beyondWindow: 'Wybierz datę z zakresu podanego pod polem',
    cancel: 'Anuluj rezerwację',
    cancelPath: '/pl/rezerwacja',
    close: 'Zamknij',
    mail: {
      locale: 'pl-PL',
      unit: 'Jednostka',
      address: 'Adres',
      moveIn: 'Data wprowadzenia',
      office: 'Godziny otwarcia biura',
      access: 'Dostęp do magazynu',
      noHours: 'Godziny otwarcia: Dostęp 24/7; biuro obsługi w godzinach pracy operatora.',
      bring: 'Co zabrać: dowód osobisty lub paszport, kod rezerwacji i własną kłódkę',
    },
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
    beyondWindow: 'Pick a date within the range shown under the field',
    cancel: 'Cancel the reservation',
    cancelPath: '/en/reservation',
    close: 'Close',
    mail: {
      locale: 'en-GB',
      unit: 'Unit',
      address: 'Address',
      moveIn: 'Move-in date',
      office: 'Office hours',
      access: 'Storage access',
      noHours: 'Opening hours: Access 24/7; the office is open during the operator’s business hours.',
      bring: 'What to bring: an ID card or passport, the reservation code and your own padlock',
    },
  },
} as const

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

/**
 * Nothing in an open dialog reaches past the viewport's right edge, and its panel does not scroll sideways: the
 * dialog sits in the top layer, where the page's own scroll width does not see an overflowing field.
 */
async function dialogFits(page: Page, testId: string) {
  const problems = await page.getByTestId(testId).evaluate((panel) => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (panel.scrollWidth > panel.clientWidth)
      found.push(`panel scrollWidth ${panel.scrollWidth} > ${panel.clientWidth}`)
    for (const element of panel.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`
        found.push(`${name} ends at ${Math.round(box.right)} px (viewport ${width} px)`)
      }
    }
    return found
  })
  expect(problems, `${testId} at ${page.viewportSize()?.width} px`).toEqual([])
}

type FacilityJson = {
  address: { street: string; buildingNumber: string; postalCode: string; city: string }
  reservationWindowDays: number
  openingHours: Record<string, { opens: string; closes: string } | null> | null
  accessHours: Record<string, { opens: string; closes: string } | null> | null
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
    const facility = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}`)).json()) as FacilityJson
    await page.goto(w.path)
    await waitForHydration(page)
    await page.getByRole('button', { name: `${w.reserve} ${run.unit}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel(w.moveIn)).toBeFocused()
    await expect(dialog.getByTestId('reservation-free')).toHaveText(w.free)
    await expect(dialog.getByTestId('reservation-unit')).toContainText(run.unit)
    // The date field offers the facility's window, and says so under it.
    const lastDay = addDays(businessToday(), facility.reservationWindowDays)
    await expect(dialog.getByLabel(w.moveIn)).toHaveAttribute('min', businessToday())
    await expect(dialog.getByLabel(w.moveIn)).toHaveAttribute('max', lastDay)
    // Nothing filled: Enter submits, and the errors name each field; the terms are required.
    await dialog.getByLabel(w.moveIn).press('Enter')
    await expect(dialog.getByText(w.termsError, { exact: true })).toBeVisible()
    await noSideways(page)
    await dialogFits(page, 'reservation-dialog')
    await expectNoA11yViolations(page)
    // A day past the window is the date field's own error, in the page's words, not a form-level alert.
    await dialog.getByLabel(w.moveIn).fill(addDays(lastDay, 1))
    await dialog.getByLabel(w.moveIn).press('Enter')
    await expect(dialog.getByLabel(w.moveIn)).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel(w.moveIn)).toHaveAccessibleDescription(new RegExp(w.beyondWindow))
    await expect(dialog.getByTestId('reservation-error')).toHaveCount(0)

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
    await dialogFits(page, 'reservation-dialog')
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
    // What the renter needs on the day: the unit, where, when, the hours, and what to bring.
    const m = w.mail
    expect(body).toMatch(new RegExp(`${m.unit}: ${run.unit} \\(`))
    const a = facility.address
    expect(body).toContain(`${m.address}: ${a.street} ${a.buildingNumber}, ${a.postalCode} ${a.city}`)
    const day = new Intl.DateTimeFormat(m.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${moveIn}T00:00:00Z`),
    )
    expect(body).toContain(`${m.moveIn}: ${day}`)
    // The hours the operator set (each day's times on the line), or, with none set, what the facility offers.
    for (const [label, week] of [
      [m.office, facility.openingHours],
      [m.access, facility.accessHours],
    ] as const) {
      if (!week) {
        expect(body).not.toContain(`${label}:`)
        continue
      }
      const line = new RegExp(`^${label}: (.+)$`, 'm').exec(body)?.[1] ?? ''
      for (const hours of Object.values(week)) if (hours) expect(line).toContain(hours.opens)
    }
    if (!facility.openingHours && !facility.accessHours) expect(body).toContain(m.noHours)
    expect(body).toContain(m.bring)
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
  // The app's own dialog asks first (no browser confirm): Escape keeps the reservation…
  tenant.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`)
  })
  const cancelButton = row.getByRole('button', { name: `Anuluj rezerwację ${code}` })
  await cancelButton.click()
  const confirm = tenant.getByRole('dialog', { name: `Anulować rezerwację ${code}?` })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Nie, zostaw' })).toBeFocused()
  await dialogFits(tenant, 'cancel-confirm')
  await expectNoA11yViolations(tenant)
  await tenant.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(row).toContainText('Potwierdzona')
  // …and its button cancels.
  await cancelButton.click()
  await confirm.getByRole('button', { name: 'Anuluj rezerwację' }).click()
  await expect(tenant.getByRole('status').filter({ hasText: code })).toBeVisible()
  await expect(row).toContainText('Anulowana')
  await expect(confirm).toBeHidden()
  // The operator hears of it: Reply-To the renter.
  const notice = await mailTo(renter, SEED.client.email, new RegExp(`${code} anulowana przez najemcę`))
  expect(notice.replyTo).toBe(TENANT.email)
})
