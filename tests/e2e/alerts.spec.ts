import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs, skipConsent } from './fixtures'

/** Issue 27: save a search on the list page → confirm → a price cut mails → one a day, digest → one-click off. */
type DevMail = { subject: string; text: string; headers: Record<string, string> }
const LIST = '/pl/magazyny-self-storage?location=Krak%C3%B3w&minSize=3&maxSize=5&priceMax=300'
const FACILITY = 'lockerbox-podgorze-krakow'
const UNIT = 'A-104'
const TENANT = { email: 'tenant@skrytka.test', password: SEED.client.password }

async function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const body = (await (await request.get(`/__dev/mail?to=${encodeURIComponent(to)}`)).json()) as { messages: DevMail[] }
  return body.messages.reverse()
}
async function waitForMails(request: APIRequestContext, to: string, count: number): Promise<DevMail[]> {
  await expect.poll(async () => (await mailsTo(request, to)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
  return mailsTo(request, to)
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function lowerPrice(page: Page, facilityId: number, percent: number): Promise<{ from: number; to: number }> {
  await page.goto(`/pl/panel-operatora/dostepnosc?facilityId=${facilityId}`)
  await waitForHydration(page)
  const row = page.getByTestId(`unit-${UNIT}`)
  const from = Number(await row.getByTestId('unit-price').inputValue())
  const to = Math.round(from * (1 - percent / 100))
  await row.getByTestId('unit-price').fill(String(to))
  await row.getByRole('button', { name: `Zapisz ${UNIT}` }).click()
  await expect(page.getByText(/Zapisano/).first()).toBeVisible()
  return { from, to }
}

test('a saved search alerts on a price cut once a day, sends the rest in the digest and stops on one click', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await skipConsent(page)
  const email = `alert-${Date.now()}@example.pl`

  // 1. Save "Kraków, 3–5 m², ≤ 300 zł" on the list page.
  await page.goto(LIST)
  await waitForHydration(page)
  await page.getByTestId('save-alert').click()
  const dialog = page.getByRole('dialog', { name: 'Powiadom mnie o nowych boksach' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('alert-words')).toHaveText(/^3–5 m², do 300 zł, do \d+ km od: Kraków$/)
  await dialog.getByLabel('Adres e-mail').fill('nie-e-mail')
  await dialog.getByRole('button', { name: 'Zapisz alert' }).click()
  await expect(dialog.getByLabel('Adres e-mail')).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
  await dialog.getByLabel('Adres e-mail').fill(email)
  await dialog.getByRole('button', { name: 'Zapisz alert' }).click()
  await expect(dialog.getByRole('status')).toContainText(`Wysłaliśmy link potwierdzający na ${email}`)

  // 2. Confirm from the mail in the local mailbox.
  const [confirmMail] = await waitForMails(page.request, email, 1)
  expect(confirmMail!.subject).toBe('Potwierdź alert Skrytka o nowych boksach')
  const link = new URL(/https?:\/\/\S+#token=[\w-]+/.exec(confirmMail!.text)![0])
  await page.goto(link.pathname + link.hash)
  await expect(page.getByRole('status').filter({ hasText: 'Gotowe! Alert działa.' })).toBeVisible()

  // 3. As the seeded operator, lower a matching unit's price by 10 %: the alert has the old and new price.
  const operator = await (await browser.newContext()).newPage()
  await signInAs(operator, baseURL!, SEED.client)
  const overview = (await (await operator.request.get('/api/panel/overview')).json()) as {
    facilities: { id: number; slug: string }[]
  }
  const facilityId = overview.facilities.find((f) => f.slug === FACILITY)!.id
  const first = await lowerPrice(operator, facilityId, 10)
  const [, alert] = await waitForMails(page.request, email, 2)
  // A price cut only: the subject says so, and "before" is the lowest price of the 30 days before the cut.
  expect(alert!.subject).toMatch(/^Tańsze boksy dla Ciebie: \d+ pasując/)
  expect(alert!.text).toContain(`${first.to} zł/mies. (wcześniej ${first.from} zł — najniższa cena z 30 dni`)

  // 4. A second cut the same day sends no second mail; the next day's digest does.
  const second = await lowerPrice(operator, facilityId, 10)
  await operator.waitForTimeout(4000)
  expect(await mailsTo(page.request, email)).toHaveLength(2)
  expect((await page.request.post('/__dev/alerts/digest', { data: { day: day(1) } })).ok()).toBe(true)
  const [, , digest] = await waitForMails(page.request, email, 3)
  expect(digest!.text).toContain(`${second.to} zł/mies. (wcześniej ${second.from} zł — najniższa cena z 30 dni`)

  // 5. One-click unsubscribe (RFC 8058): the mail client's POST; no more mail follows.
  const unsubscribe = new URL(
    /<([^>]+)>/.exec(digest!.headers['List-Unsubscribe'] ?? digest!.headers['list-unsubscribe']!)![1]!,
  )
  const oneClick = await page.request.post(unsubscribe.pathname + unsubscribe.search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status()).toBe(200)
  await lowerPrice(operator, facilityId, 10)
  await page.request.post('/__dev/alerts/digest', { data: { day: day(2) } })
  await operator.waitForTimeout(4000)
  expect(await mailsTo(page.request, email)).toHaveLength(3)
  await operator.context().close()
})

test('"Moje alerty": the seeded TENANT pauses, edits and deletes a saved search', async ({ page, baseURL }) => {
  await skipConsent(page)
  await signInAs(page, baseURL!, TENANT)
  const saved = await page.request.post('/api/alerts', {
    headers: { origin: baseURL! },
    data: {
      email: TENANT.email,
      lang: 'pl',
      search: {
        place: 'Mokotów',
        lat: '52.1932',
        lon: '21.0351',
        radius: '5',
        minSize: '3',
        maxSize: '5',
        priceMax: '300',
      },
    },
  })
  expect(saved.status()).toBe(202)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    await page.goto('/pl/moje-alerty')
    await waitForHydration(page)
    const card = page.getByTestId('alert-card').filter({ hasText: 'do 5 km od: Mokotów' }).first()
    await expect(card.getByRole('heading')).toHaveText('3–5 m², do 300 zł, do 5 km od: Mokotów')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  await expectNoA11yViolations(page)
  const card = page.getByTestId('alert-card').filter({ hasText: 'do 5 km od: Mokotów' }).first()
  await card.getByRole('button', { name: 'Wstrzymaj' }).click()
  await expect(card.getByTestId('alert-status')).toHaveText('Wstrzymany')
  await card.getByRole('button', { name: 'Wznów' }).click()
  await expect(card.getByTestId('alert-status')).toHaveText('Aktywny')

  await card.getByRole('button', { name: 'Zmień' }).click()
  await card.getByLabel('Do (m²)').fill('2')
  await card.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(card.getByText('Rozmiar „do” nie może być mniejszy niż „od”.')).toBeVisible()
  await card.getByLabel('Do (m²)').fill('8')
  await card.getByLabel('Cena do (zł/mies.)').fill('450')
  await card.getByRole('button', { name: 'Zapisz zmiany' }).click()
  const edited = page.getByTestId('alert-card').filter({ hasText: '3–8 m², do 450 zł, do 5 km od: Mokotów' })
  await expect(edited).toHaveCount(1)
  await page.reload()
  await expect(edited).toHaveCount(1)

  page.once('dialog', (d) => void d.accept())
  await edited.getByRole('button', { name: 'Usuń' }).click()
  await expect(edited).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('alert-card').filter({ hasText: '3–8 m², do 450 zł' })).toHaveCount(0)
})
