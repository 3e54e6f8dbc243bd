import { addDays, businessToday } from '@kernel/calendar-date'
import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { mailTo } from './dev-mail'
import { SEED, signInAs } from './fixtures'

/**
 * Issue 39 (ADR 0085) in the browser: a facility nobody would hear a reservation at offers the inquiry and the phone
 * instead of "Zarezerwuj", and the console cancels any reservation after a confirmation step with a required reason.
 * The API's side (recipients, 409s, audit rows) is tests/integration/reservation-operators.test.ts.
 */

// The seeded Lublin facility has no e-mail and its company no panel user.
const NOT_RESERVABLE = 'skladuj-tatary-lublin'
// A facility with a contact address only, which no other spec reserves at.
const CONTACT_ONLY = 'gizo-box-jawczyce'

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
  // The renter confirms from the mail (ADR 0087): the console cancels pending and confirmed holds.
  const link = new URL(/https?:\/\/\S+#code=\S+/.exec((await mailTo(page, renter, new RegExp(code))).text)![0]!)
  const confirmed = await page.request.post(`/api/reservations/${code}/confirm`, {
    headers: { origin: baseURL! },
    data: { token: new URLSearchParams(link.hash.slice(1)).get('token') },
  })
  expect(confirmed.status()).toBe(200)
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
