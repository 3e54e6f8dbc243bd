import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs, skipConsent } from './fixtures'

/**
 * Issue 27's gaps: "Powiadom mnie" on a city page (anonymous and a signed-in TENANT, whose address is filled in)
 * and the page an alert mail's manage link opens, without an account: pause, resume, edit, renew, delete.
 */
type DevMail = { subject: string; text: string }
const CITY = { pl: '/pl/magazyny-self-storage/krakow', en: '/en/facilities/krakow' }
const FACILITY = 'lockerbox-podgorze-krakow'
const TENANT = { email: 'tenant@skrytka.test', password: SEED.client.password }
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

async function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`/__dev/mail?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: DevMail[] }).messages.reverse()
}
async function waitForMails(request: APIRequestContext, to: string, count: number): Promise<DevMail[]> {
  await expect.poll(async () => (await mailsTo(request, to)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
  return mailsTo(request, to)
}

/** The button is on screen, nothing covers it, and the page does not scroll sideways. */
async function expectUsableButton(page: Page, width: number) {
  const button = page.getByTestId('save-alert')
  await button.scrollIntoViewIfNeeded()
  await expect(button).toBeVisible()
  const box = (await button.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid=save-alert]') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(hit).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/** Opens the dialog from the city page and saves `email` (filled in or typed). */
async function saveFromCity(page: Page, email: string | null) {
  await page.getByTestId('save-alert').click()
  const dialog = page.getByRole('dialog', { name: 'Powiadom mnie o nowych boksach' })
  await expect(dialog.getByTestId('alert-words')).toHaveText(/^do [\d,]+ km od: Kraków$/)
  if (email !== null) await dialog.getByLabel('Adres e-mail').fill(email)
  await dialog.getByRole('button', { name: 'Zapisz alert' }).click()
  return dialog
}

test('a city page saves the city as a search, in both languages; a signed-in TENANT finds its address filled in', async ({
  page,
  baseURL,
}) => {
  await skipConsent(page)
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    for (const lang of ['pl', 'en'] as const) {
      await page.goto(CITY[lang])
      await waitForHydration(page)
      await expect(page.getByTestId('save-alert')).toHaveText(
        lang === 'pl' ? 'Powiadom mnie o nowych boksach' : 'Notify me about new units',
      )
      await expectUsableButton(page, viewport.width)
    }
  }
  // English words for the English page; the address field starts empty for a visitor.
  await page.getByTestId('save-alert').click()
  const english = page.getByRole('dialog', { name: 'Notify me about new units' })
  await expect(english.getByTestId('alert-words')).toHaveText(/^within [\d,]+ km of: Kraków$/)
  await expect(english.getByLabel('E-mail address')).toHaveValue('')
  await expectNoA11yViolations(page)
  await english.getByRole('button', { name: 'Close' }).first().click()
  await expect(english).toBeHidden()

  // A signed-in TENANT: its address is there and can be changed; saved for itself, the alert is active at once.
  await signInAs(page, baseURL!, TENANT)
  await page.setViewportSize(VIEWPORTS[0]!)
  await page.goto(CITY.pl)
  await waitForHydration(page)
  await page.getByTestId('save-alert').click()
  const dialog = page.getByRole('dialog', { name: 'Powiadom mnie o nowych boksach' })
  const field = dialog.getByLabel('Adres e-mail')
  await expect(field).toHaveValue(TENANT.email)
  await expect(field).toBeEditable()
  await field.fill('inny@example.pl')
  await expect(field).toHaveValue('inny@example.pl')
  await field.fill(TENANT.email)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Zapisz alert' }).click()
  await expect(dialog.getByRole('status')).toContainText('Alert zapisany. Znajdziesz go w zakładce „Moje alerty”.')
  await dialog.getByRole('link', { name: 'Moje alerty' }).click()
  await expect(page).toHaveURL(/\/pl\/moje-alerty$/)
  const card = page
    .getByTestId('alert-card')
    .filter({ hasText: /do [\d,]+ km od: Kraków/ })
    .first()
  await expect(card.getByTestId('alert-status')).toHaveText('Aktywny')
  // Leaves the seeded tenant under its 10-search limit for the next run.
  page.once('dialog', (d) => void d.accept())
  await card.getByRole('button', { name: 'Usuń' }).click()
  await expect(page.getByTestId('alert-card').filter({ hasText: /do [\d,]+ km od: Kraków/ })).toHaveCount(0)
})

test('the manage link of an alert mail pauses, resumes, edits, renews and deletes the search without an account', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await skipConsent(page)
  const email = `manage-${Date.now()}@example.pl`

  // Saved on the city page, confirmed from the mail.
  await page.goto(CITY.pl)
  await waitForHydration(page)
  const dialog = await saveFromCity(page, email)
  await expect(dialog.getByRole('status')).toContainText(`Wysłaliśmy link potwierdzający na ${email}`)
  const [confirmMail] = await waitForMails(page.request, email, 1)
  const confirm = new URL(/https?:\/\/\S+#token=[\w-]+/.exec(confirmMail!.text)![0])
  await page.goto(confirm.pathname + confirm.hash)
  await expect(page.getByRole('status').filter({ hasText: 'Gotowe! Alert działa.' })).toBeVisible()
  // The confirmation page already leads to the manage page, before any alert mail.
  await page.getByRole('link', { name: 'Zarządzaj alertem (wstrzymaj, zmień, usuń)' }).click()
  await expect(page.getByTestId('alert-card').getByTestId('alert-status')).toHaveText('Aktywny')

  // A new unit in Kraków matches the city's search: the alert mail carries the manage link.
  const operator = await (await browser.newContext()).newPage()
  await signInAs(operator, baseURL!, SEED.client)
  const overview = (await (await operator.request.get('/api/panel/overview')).json()) as {
    facilities: { id: number; slug: string }[]
  }
  const facilityId = overview.facilities.find((f) => f.slug === FACILITY)!.id
  const created = await operator.request.post(`/api/panel/facilities/${facilityId}/units`, {
    headers: { origin: baseURL! },
    data: { code: `MG-${Date.now().toString(36)}`, sizeM2: '4', type: 'standard', priceMonthly: '250' },
  })
  expect(created.status()).toBe(201)
  await operator.context().close()
  const [, alert] = await waitForMails(page.request, email, 2)
  const manage = new URL(/https?:\/\/\S+#id=\d+&token=[\w-]+/.exec(alert!.text)![0])

  // The manage page at phone width: the search, no sideways scroll, no axe violations.
  await page.setViewportSize(VIEWPORTS[0]!)
  await page.goto(manage.pathname + manage.hash)
  await waitForHydration(page)
  const card = page.getByTestId('alert-card')
  await expect(card.getByRole('heading')).toHaveText(/^do [\d,]+ km od: Kraków$/)
  await expect(card.getByTestId('alert-status')).toHaveText('Aktywny')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoA11yViolations(page)

  await card.getByRole('button', { name: 'Wstrzymaj' }).click()
  await expect(card.getByTestId('alert-status')).toHaveText('Wstrzymany')
  await card.getByRole('button', { name: 'Wznów' }).click()
  await expect(card.getByTestId('alert-status')).toHaveText('Aktywny')

  await card.getByRole('button', { name: 'Zmień' }).click()
  await card.getByLabel('Od (m²)').fill('6')
  await card.getByLabel('Do (m²)').fill('3')
  await card.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(card.getByText('Rozmiar „do” nie może być mniejszy niż „od”.')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await card.getByLabel('Do (m²)').fill('9')
  await card.getByLabel('Cena do (zł/mies.)').fill('400')
  await card.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(card.getByRole('heading')).toHaveText(/^6–9 m², do 400 zł, do [\d,]+ km od: Kraków$/)
  await card.getByRole('button', { name: 'Odnów na 90 dni' }).click()
  await expect(page.getByText('Alert odnowiony na kolejne 90 dni.')).toBeVisible()
  await expectNoA11yViolations(page)

  // The same link shows the edit after a reload: it was saved, not just drawn.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('alert-card').getByRole('heading')).toHaveText(
    /^6–9 m², do 400 zł, do [\d,]+ km od: Kraków$/,
  )

  page.once('dialog', (d) => void d.accept())
  await page.getByTestId('alert-card').getByRole('button', { name: 'Usuń' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Nie wyślemy już wiadomości o tym wyszukiwaniu.' }),
  ).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('status').filter({ hasText: 'Ten link jest nieprawidłowy albo alert został już usunięty.' }),
  ).toBeVisible()
})
