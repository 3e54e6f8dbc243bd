import type { Browser, Page } from '@playwright/test'
import { formatMoney } from '@kernel/money'
import { expect, test } from './test'
import { addDays, businessToday } from '@kernel/calendar-date'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, quietOverlays, signInAs } from './fixtures'
import { keyboardFocus } from './keyboard'
import { mailTo } from './dev-mail'

/**
 * Issue 26: a renter reserves a unit on the facility page (in Polish, then in English,
 * each dialog looked at 375 and 1280 px wide; in Polish the operator raises the price while the dialog is open, and
 * the renter confirms the new one; in English another renter takes B-204 first, issue 39), gets the mail, opens its link (the unit stays held until a
 * button is pressed), confirms the hold (issue 39) and cancels. Four page loads: the facility page in each language and the two cancel links; the mails' bodies are
 * checked in tests/integration/journey-mail-bodies.test.ts. Lockerbox Warszawa's B-201 and B-203 are used by no
 * other suite; the unit of each --repeat-each copy is freed again by its own cancel.
 */
const SLUG = 'lockerbox-warszawa'
type UnitJson = { id: number; code: string; isAvailable: boolean; priceMonthly: number }

/** The price as the dialog writes it (src/features/marketplace/format.ts) and as the mail does (api/mail). */
const shown = (price: number) =>
  new Intl.NumberFormat('pl-PL', {
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price)
// The mail prints prices as the pages do (kernel/money.ts, ADR 0082).
const mailed = (price: number) => formatMoney(price, 'pl')
const spaced = (text: string) => text.replace(/\s/g, ' ')

/** A signed-in operator's own context: it changes the unit's price as the availability page does. */
async function operatorPricing(browser: Browser, baseURL: string, unitId: number) {
  const context = await browser.newContext()
  await signInAs(await context.newPage(), baseURL, SEED.client)
  return {
    set: async (priceMonthly: number) => {
      const response = await context.request.patch(`/api/panel/units/${unitId}`, {
        headers: { origin: baseURL },
        data: { priceMonthly },
      })
      expect(response.status(), `PATCH price ${priceMonthly}`).toBe(200)
    },
    close: () => context.close(),
  }
}

/** While the dialog is open the price moved from `from` to `to`: what the renter is shown and asked. */
type Repricing = { from: number; to: number; change: () => Promise<void> }

const WORDS = {
  pl: {
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
    held: 'czeka',
    cancel: 'Anuluj rezerwację',
    cancelPath: '/pl/rezerwacja',
    close: 'Zamknij',
    confirmStep: 'masz na to 60 minut',
    confirm: 'Potwierdzam rezerwację',
    confirmed: 'jest potwierdzona',
    pending: 'Oczekuje na potwierdzenie',
  },
  en: {
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
    held: 'held',
    cancel: 'Cancel the reservation',
    cancelPath: '/en/reservation',
    close: 'Close',
    confirmStep: 'you have 60 minutes',
    confirm: 'Confirm the reservation',
    confirmed: 'is confirmed',
    pending: 'Awaiting confirmation',
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
 * dialog sits in the top layer, where the page's own scroll width does not see an overflowing field. Looked at 375
 * and 1280 px wide (a resize, no page load), ending at `end`.
 */
async function dialogFits(page: Page, testId: string, end: 375 | 1280) {
  for (const width of end === 375 ? [1280, 375] : [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    await expect(page.getByTestId(testId)).toBeVisible()
    const problems = await page.getByTestId(testId).evaluate((panel) => {
      const viewport = document.documentElement.clientWidth
      const found: string[] = []
      if (panel.scrollWidth > panel.clientWidth)
        found.push(`panel scrollWidth ${panel.scrollWidth} > ${panel.clientWidth}`)
      for (const element of panel.querySelectorAll('*')) {
        const box = element.getBoundingClientRect()
        if (box.width > 0 && box.right > viewport + 0.5) {
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`
          found.push(`${name} ends at ${Math.round(box.right)} px (viewport ${viewport} px)`)
        }
      }
      return found
    })
    expect(problems, `${testId} at ${width} px`).toEqual([])
    await noSideways(page)
  }
}

async function unitAvailable(page: Page, code: string): Promise<boolean> {
  const units = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}/units`)).json()) as UnitJson[]
  return units.find((u) => u.code === code)!.isAvailable
}

/** One reservation through the dialog, by keyboard up to the first errors; returns its code and the renter's e-mail. */
async function reserve(
  page: Page,
  lang: 'pl' | 'en',
  unit: string,
  windowDays: number,
  width: 375 | 1280,
  repricing?: Repricing,
) {
  const w = WORDS[lang]
  await keyboardFocus(page.getByRole('button', { name: `${w.reserve} ${unit}` }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const moveIn = dialog.getByLabel(w.moveIn)
  await expect(moveIn).toBeFocused()
  await expect(dialog.getByTestId('reservation-free')).toHaveText(w.free)
  await expect(dialog.getByTestId('reservation-unit')).toContainText(unit)
  // The date field offers the facility's window.
  const lastDay = addDays(businessToday(), windowDays)
  await expect(moveIn).toHaveAttribute('min', businessToday())
  await expect(moveIn).toHaveAttribute('max', lastDay)
  // Nothing filled: Enter submits, and the errors name each field; the terms are required.
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(w.termsError, { exact: true })).toBeVisible()
  await dialogFits(page, 'reservation-dialog', width)
  await expectNoA11yViolations(page)
  // A day past the window is the date field's own error, in the page's words, not a form-level alert.
  await moveIn.fill(addDays(lastDay, 1))
  await moveIn.press('Enter')
  await expect(moveIn).toHaveAttribute('aria-invalid', 'true')
  await expect(moveIn).toHaveAccessibleDescription(new RegExp(w.beyondWindow))
  await expect(dialog.getByTestId('reservation-error')).toHaveCount(0)

  const email = `rez-e2e-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`
  await moveIn.fill(addDays(businessToday(), 5))
  await dialog.getByRole('textbox', { name: w.name }).fill('Ola Rezerwująca')
  await dialog.getByRole('textbox', { name: w.email }).fill(email)
  await dialog.getByRole('textbox', { name: w.phone }).fill('+48 600 100 200')
  await dialog.getByRole('checkbox', { name: w.terms }).check()
  if (repricing) await repricing.change()
  await dialog.getByRole('button', { name: w.submit }).click()
  if (repricing) {
    // Nothing is held at a price the renter did not see: the change is said, takes focus, and waits for a yes.
    const changed = dialog.getByTestId('reservation-price-changed')
    await expect(changed).toBeFocused()
    await expect(changed).toHaveAttribute('role', 'alert')
    await expect(changed).toContainText(`z ${shown(repricing.from)} zł na ${shown(repricing.to)} zł / mies. netto`)
    await expect(dialog.getByTestId('reservation-unit')).toContainText(`${shown(repricing.to)} zł / mies. netto`)
    await expect(dialog.getByRole('textbox', { name: w.name })).toHaveValue('Ola Rezerwująca')
    await expect(dialog.getByRole('textbox', { name: w.email })).toHaveValue(email)
    expect(await unitAvailable(page, unit)).toBe(true)
    await dialogFits(page, 'reservation-dialog', width)
    await expectNoA11yViolations(page)
    await changed.getByRole('button', { name: `Rezerwuj za ${shown(repricing.to)} zł / mies. netto` }).click()
  }
  const success = dialog.getByTestId('reservation-success')
  await expect(success).toBeVisible()
  await expect(success).toBeFocused()
  const code = (await dialog.getByTestId('reservation-code').textContent())!.trim()
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  await expect(dialog.getByTestId('reservation-held-until')).toContainText(w.held)
  if (repricing) await expect(success).toContainText(`Gwarantowana cena: ${shown(repricing.to)} zł`)
  // Issue 39: an address nobody has proved holds the unit for an hour, until the mail's button is pressed.
  await expect(dialog.getByTestId('reservation-confirm-step')).toContainText(w.confirmStep)
  await dialogFits(page, 'reservation-dialog', width)
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: w.close }).last().click()
  await expect(page.getByRole('button', { name: new RegExp(`${unit}$`) }).last()).toBeDisabled()
  return { code, email }
}

/**
 * Another renter takes the unit while this one fills the form (issue 39): the refusal is said in the page's words,
 * and once the dialog is closed the list offers the unit no more, without a reload. The winner's hold is cancelled
 * again through its own mail's token, so the unit is free for the next run.
 */
async function loseRace(page: Page, baseURL: string, unit: string) {
  const units = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}/units`)).json()) as UnitJson[]
  const taken = units.find((u) => u.code === unit)!
  await page.getByRole('button', { name: `Reserve ${unit}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Move-in date').fill(addDays(businessToday(), 6))
  await dialog.getByRole('textbox', { name: /^Full name/ }).fill('Ola Spóźniona')
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(`rez-e2e-late-${Date.now()}@example.pl`)
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+48 600 100 300')
  await dialog.getByRole('checkbox', { name: /I accept the/ }).check()
  const winner = `rez-e2e-first-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`
  const first = await page.request.post(`/api/forms/facilities/${SLUG}/reservations`, {
    headers: { origin: baseURL },
    data: {
      unitId: taken.id,
      priceMonthly: taken.priceMonthly,
      moveInDate: addDays(businessToday(), 4),
      name: 'Piotr Pierwszy',
      email: winner,
      phone: '600 100 400',
      acceptTerms: true,
      website: '',
      lang: 'en',
    },
  })
  expect(first.status()).toBe(201)
  await dialog.getByRole('button', { name: 'Reserve for free' }).click()
  await expect(dialog.getByTestId('reservation-error')).toHaveText(
    'Someone has just reserved this unit. Please pick another one from the list.',
  )
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('button', { name: `Reserve ${unit}` })).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(`${unit}$`) }).last()).toBeDisabled()
  const { code } = ((await first.json()) as { reservation: { code: string } }).reservation
  const link = new URL(/https?:\/\/\S+#code=\S+/.exec((await mailTo(page, winner, new RegExp(code))).text)![0]!)
  const token = new URLSearchParams(link.hash.slice(1)).get('token')!
  const cancelled = await page.request.post(`/api/reservations/${code}/cancel`, {
    headers: { origin: baseURL },
    data: { token },
  })
  expect(cancelled.status()).toBe(200)
}

/**
 * The link from the mail: it shows the reservation and changes nothing until a button is pressed; the renter
 * confirms the hold (issue 39), then cancels it.
 */
async function confirmThenCancelFromMail(
  page: Page,
  lang: 'pl' | 'en',
  unit: string,
  code: string,
  email: string,
  lockedPrice?: number,
) {
  const w = WORDS[lang]
  const mail = await mailTo(page, email, new RegExp(code))
  if (lockedPrice !== undefined) expect(spaced(mail.text)).toContain(spaced(`${mailed(lockedPrice)} netto`))
  // The file's name is in the reservation's language (issue 39).
  expect(mail.attachments.map((a) => a.filename)).toEqual([
    `${lang === 'en' ? 'reservation' : 'rezerwacja'}-${code}.ics`,
  ])
  const link = new URL(/https?:\/\/\S+#code=\S+/.exec(mail.text)![0]!)
  expect(link.pathname).toBe(w.cancelPath)
  await page.goto(link.pathname + link.hash)
  await waitForHydration(page)
  await expect(page.getByTestId('reservation-details')).toContainText(code)
  expect(await unitAvailable(page, unit)).toBe(false)
  await expect(page.getByTestId('reservation-confirm-lead')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: w.confirm }).click()
  await expect(page.getByTestId('reservation-confirmed')).toContainText(w.confirmed)
  await expect(page.getByTestId('reservation-status')).toHaveText(w.pending)
  await expect(page.getByRole('button', { name: w.confirm })).toHaveCount(0)
  expect(await unitAvailable(page, unit)).toBe(false)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: w.cancel }).click()
  await expect(page.getByTestId('reservation-cancelled')).toContainText(code)
  expect(await unitAvailable(page, unit)).toBe(true)
  await expectNoA11yViolations(page)
}

test('reserve in Polish at 375 px (the price raised meanwhile) and in English at 1280 px, then confirm and cancel each from its mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await quietOverlays(page)
  await page.setViewportSize({ width: 375, height: 812 })
  const facility = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}`)).json()) as {
    reservationWindowDays: number
  }
  await page.goto(`/pl/magazyn-self-storage/${SLUG}`)
  await waitForHydration(page)

  // "Zapytaj" by keyboard shows and announces the chosen unit above the inquiry form.
  await keyboardFocus(page.getByRole('button', { name: 'Zapytaj A-103' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('inquiry-unit')).toHaveText(/A-103/)
  await expect(page.getByTestId('inquiry-unit')).toHaveAttribute('role', 'status')

  // The operator raises B-201 by 17 % (the issue's 81 → 95) once the renter has filled the form; put back after.
  const b201 = (
    (await (await page.request.get(`/api/marketplace/facilities/${SLUG}/units`)).json()) as UnitJson[]
  ).find((u) => u.code === 'B-201')!
  const pricing = await operatorPricing(browser, baseURL!, b201.id)
  const raised = Math.round(b201.priceMonthly * 1.17)
  let pl: { code: string; email: string }
  try {
    pl = await reserve(page, 'pl', 'B-201', facility.reservationWindowDays, 375, {
      from: b201.priceMonthly,
      to: raised,
      change: () => pricing.set(raised),
    })
  } finally {
    await pricing.set(b201.priceMonthly)
    await pricing.close()
  }

  // The English page by the header's switch, no reload: the dialog, first opened in Polish, now speaks English (it
  // kept its first language while its code and dictionary were loaded once per page).
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'EN – English' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/self-storage-facility/${SLUG}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const en = await reserve(page, 'en', 'B-203', facility.reservationWindowDays, 1280)
  await loseRace(page, baseURL!, 'B-204')

  await confirmThenCancelFromMail(page, 'pl', 'B-201', pl.code, pl.email, raised)
  await confirmThenCancelFromMail(page, 'en', 'B-203', en.code, en.email)
})
