import { addDays, businessToday } from '@kernel/calendar-date'
import { expect, test } from './test'
import { localizedPath } from '~/i18n/route-table'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { mailTo } from './dev-mail'
import { SEED, signInAs } from './fixtures'

/**
 * Issue 39 (ADR 0085) in the browser: a facility nobody would hear a reservation at offers the inquiry and the phone
 * instead of "Zarezerwuj", the console cancels any reservation after a confirmation step with a required reason, and
 * an English-speaking operator on a phone meets a hold made while the availability page was open. The Polish
 * operator at 1280 px is tests/e2e/journey-operator.spec.ts.
 * The API's side (recipients, 409s, audit rows) is tests/integration/reservation-operators.test.ts.
 */

// The seeded Lublin facility has no e-mail and its company no panel user.
const NOT_RESERVABLE = 'skladuj-tatary-lublin'
// A facility with a contact address only, which no other spec reserves at.
const CONTACT_ONLY = 'gizo-box-jawczyce'
// SunBox24's Wrocław facility, which no other spec uses; its company's panel user reads English (the seed).
const SUNBOX = {
  slug: 'sunbox24-wroclaw',
  operator: { email: 'operator-sunbox@skrytka.test', password: SEED.client.password },
}

for (const [lang, path, width] of [
  ['pl', `/pl/magazyn-self-storage/${NOT_RESERVABLE}`, 390],
  ['en', `/en/self-storage-facility/${NOT_RESERVABLE}`, 1280],
] as const) {
  test(`a facility nobody would hear of a reservation at offers the inquiry and the phone (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByTestId('units-not-reservable')).toBeVisible()
    const rows = page.getByTestId('unit-row').and(page.locator('[data-available="true"]'))
    await expect(rows.first()).toBeVisible()
    await expect(rows.getByRole('button', { name: lang === 'pl' ? /^Zarezerwuj/ : /^Reserve/ })).toHaveCount(0)
    await expect(rows.first().getByTestId('unit-call')).toHaveAttribute('href', /^tel:/)
    await expect(rows.first().getByTestId('unit-ask')).toBeVisible()
  })
}

test('the console cancels a reservation only with a reason, after a confirmation step', async ({ page, baseURL }) => {
  const units = (await (await page.request.get(`/api/marketplace/facilities/${CONTACT_ONLY}/units`)).json()) as {
    id: number
    isAvailable: boolean
    priceMonthly: number | null
  }[]
  const unit = units.find((u) => u.isAvailable && u.priceMonthly !== null)!
  const renter = `console-${Date.now()}@example.pl`
  const created = await page.request.post(`/api/forms/facilities/${CONTACT_ONLY}/reservations`, {
    headers: { origin: baseURL! },
    data: {
      unitId: unit.id,
      priceMonthly: unit.priceMonthly,
      moveInDate: addDays(businessToday(), 6),
      name: 'Ola Konsolowa',
      email: renter,
      phone: '+48 600 100 200',
      acceptTerms: true,
      lang: 'pl',
      website: '',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { code } = ((await created.json()) as { reservation: { code: string } }).reservation
  // Left unconfirmed (ADR 0087): the console cancels any active hold, an unconfirmed one too.
  await signInAs(page, baseURL!, SEED.admin)
  await page.goto('/admin/reservations')
  await waitForHydration(page)
  const row = page.getByRole('row').filter({ hasText: code })
  await row.getByTestId('admin-reservation-cancel').click()
  await expect(row.getByText(`Anulować rezerwację ${code}?`)).toBeVisible()
  await row.getByTestId('admin-reservation-cancel-confirm').click()
  await expect(row.getByText('Podaj powód anulowania')).toBeVisible()
  await expect(row.getByTestId('admin-reservation-reason')).toBeFocused()
  await row.getByTestId('admin-reservation-reason').fill('Zgłoszenie nadużycia')
  await row.getByTestId('admin-reservation-cancel-confirm').click()
  await expect(row.getByTestId('admin-reservation-cancel')).toHaveCount(0)
  await expect(row.getByTestId('admin-reservation-trail')).toContainText('Zgłoszenie nadużycia')
})

test('an English operator on a phone: a hold made meanwhile refuses "Occupy", then the renter is confirmed and moved in', async ({
  page,
  baseURL,
}) => {
  const facility = (await (await page.request.get(`/api/marketplace/facilities/${SUNBOX.slug}`)).json()) as {
    id: number
  }
  const units = (await (await page.request.get(`/api/marketplace/facilities/${SUNBOX.slug}/units`)).json()) as {
    id: number
    code: string
    isAvailable: boolean
    priceMonthly: number | null
  }[]
  const unit = units.find((u) => u.isAvailable && u.priceMonthly !== null)!
  await signInAs(page, baseURL!, SUNBOX.operator)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`${localizedPath('panelAvailability', 'en')}?facilityId=${facility.id}`)
  await waitForHydration(page)
  const row = page.getByTestId(`unit-${unit.code}`)
  await expect(row.getByTestId('unit-status')).toHaveText('Available')

  // A renter holds the unit and confirms it from the mail while the operator's page still shows it free.
  const renter = `sunbox-${Date.now()}@example.com`
  const created = await page.request.post(`/api/forms/facilities/${SUNBOX.slug}/reservations`, {
    headers: { origin: baseURL! },
    data: {
      unitId: unit.id,
      priceMonthly: unit.priceMonthly,
      moveInDate: addDays(businessToday(), 2),
      name: 'Tom Renter',
      email: renter,
      phone: '+48 600 100 400',
      acceptTerms: true,
      lang: 'en',
      website: '',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { code } = ((await created.json()) as { reservation: { code: string } }).reservation
  const link = new URL(/https?:\/\/\S+#code=\S+/.exec((await mailTo(page, renter, new RegExp(code))).text)![0]!)
  const confirmed = await page.request.post(`/api/reservations/${code}/confirm`, {
    headers: { origin: baseURL! },
    data: { token: new URLSearchParams(link.hash.slice(1)).get('token') },
  })
  expect(confirmed.status()).toBe(200)

  // "Occupy" is refused in the page's words (409 UNIT_HELD); the row now shows the hold and its moves.
  await row.getByRole('button', { name: `Occupy ${unit.code}` }).click()
  await expect(row.getByTestId('unit-held-refused')).toHaveText(
    `Unit ${unit.code} was not occupied: reservation ${code} holds it. If this renter is moving in, mark it on the reservation above.`,
  )
  await expect(row.getByTestId('unit-status')).toHaveText('Reserved')
  await expect(row.getByTestId('unit-hold')).toContainText(code)
  await expect(row.getByTestId('unit-toggle')).toHaveCount(0)
  // At 375 px the hold's move is on screen and nothing covers it.
  const confirm = row.getByRole('button', { name: `Confirm reservation ${unit.code}` })
  await confirm.scrollIntoViewIfNeeded()
  const onTop = await confirm.evaluate((button) => {
    const box = button.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return box.left >= 0 && box.right <= document.documentElement.clientWidth && Boolean(hit && button.contains(hit))
  })
  expect(onTop).toBe(true)
  await expectNoA11yViolations(page)
  await confirm.click()
  await row.getByRole('button', { name: `Renter moved in ${unit.code}` }).click()
  await expect(row.getByTestId('unit-status')).toHaveText('Occupied')
  await expect(row.getByTestId('unit-hold')).toHaveCount(0)
})
