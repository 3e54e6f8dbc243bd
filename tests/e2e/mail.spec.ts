import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs, skipConsent } from './fixtures'

/** Issue 25: mail that arrives, read where a developer reads it (the local mailbox at /__dev/mail). */
type DevMail = {
  id: number
  to: string[]
  replyTo: string | null
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

async function mailTo(request: APIRequestContext, address: string, count = 1): Promise<DevMail[]> {
  let messages: DevMail[] = []
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/mail?to=${encodeURIComponent(address)}`)
        messages = ((await response.json()) as { messages: DevMail[] }).messages
        return messages.length
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return messages
}
const linkIn = (text: string, pattern: RegExp) => new URL(pattern.exec(text)![0]!)
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

test('newsletter: the confirmation mail arrives, its link confirms, and the welcome mail unsubscribes in one click', async ({
  page,
  request,
}) => {
  await skipConsent(page)
  const email = unique('e2e-news')
  await page.goto('/pl')
  await waitForHydration(page)
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Adres e-mail').fill(email)
  await form.getByRole('button', { name: 'Wyślij' }).click()
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.')).toBeVisible()

  const [confirmation] = await mailTo(request, email)
  expect(confirmation!.subject).toBe('Potwierdź zapis do newslettera Skrytka')
  const confirm = linkIn(confirmation!.text, /http:\/\/\S+\/pl\/newsletter\/potwierdz#token=\S+/)
  // The HTML part carries the same link.
  expect(confirmation!.html).toContain(confirm.href)
  await page.goto(confirm.pathname + confirm.hash)
  await expect(
    page.getByRole('status').filter({ hasText: 'Gotowe! Zapis do newslettera jest potwierdzony.' }),
  ).toBeVisible()

  const welcome = (await mailTo(request, email, 2)).find((mail) => mail.headers['List-Unsubscribe'])!
  expect(welcome.subject).toBe('Witamy w newsletterze Skrytka')
  expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(welcome.headers['List-Unsubscribe']!)![1]!
  expect(welcome.text).toContain(oneClick)

  // A link-following scanner (GET) only reaches a page with a button: the subscription stays.
  await page.goto(oneClick)
  await expect(page).toHaveURL(/\/pl\/newsletter\/wypisz$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Potwierdź, że chcesz wypisać się z newslettera.' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Wypisz mnie' })).toBeVisible()
  await expectNoA11yViolations(page)

  // Subscribed (confirmed) before the POST: its absence afterwards is the POST's doing.
  await signInAs(page, page.url().replace(/\/pl\/.*$/, ''), SEED.admin)
  const subscribers = async () =>
    (
      (await (await page.request.get('/api/superadmin/inbox/newsletter?limit=100')).json()) as {
        items: { email: string; subscriptionStatus: string }[]
      }
    ).items.filter((item) => item.email === email)
  expect((await subscribers()).map((item) => item.subscriptionStatus)).toEqual(['confirmed'])

  // The mail client's one-click POST unsubscribes without a page.
  const post = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(post.status()).toBe(200)
  expect(await subscribers()).toEqual([])
})

test('an inquiry delivers the operator notice (Reply-To: the renter) and the renter copy', async ({
  page,
  request,
}) => {
  await skipConsent(page)
  const renter = unique('e2e-renter')
  await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
  await waitForHydration(page)
  await page.getByLabel('Imię i nazwisko').fill('Ola Testowa')
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(renter)
  await page.getByLabel('Telefon').fill('+48 600 100 200')
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
  await expect(page.getByTestId('inquiry-success')).toBeVisible()

  const [copy] = await mailTo(request, renter)
  expect(copy!.subject).toMatch(/^Twoje zapytanie do /)
  expect(copy!.text).toContain('Co dalej')
  expect(copy!.text).toContain('Ola Testowa')
  expect(copy!.text).toMatch(/Telefon: \+48/)
  expect(copy!.text).toMatch(/Adres: .+\d{2}-\d{3} Warszawa/)

  await expect
    .poll(
      async () => {
        const all = ((await (await request.get('/__dev/mail')).json()) as { messages: DevMail[] }).messages
        return all.find((mail) => mail.replyTo === renter)?.subject ?? null
      },
      { timeout: 15_000 },
    )
    .toMatch(/^Nowe zapytanie: .+ — Ola Testowa$/)
  const all = ((await (await request.get('/__dev/mail')).json()) as { messages: DevMail[] }).messages
  const operator = all.find((mail) => mail.replyTo === renter)!
  expect(operator.to).not.toContain(renter)
  expect(operator.text).toMatch(/\/pl\/panel-operatora\/zapytania\/\d+/)
})

test('console: a failed mail shows with its error, the overview counts it, and "Wyślij ponownie" delivers it', async ({
  page,
  request,
  baseURL,
}) => {
  const email = unique('e2e-failed')
  await request.put('/__dev/mail/faults', { data: { to: email, remaining: -1 } })
  await request.post('/api/newsletter/subscribe', {
    data: { email, lang: 'pl' },
    headers: { origin: baseURL!, 'cf-connecting-ip': '198.51.100.77' },
  })
  await signInAs(page, baseURL!, SEED.admin)
  await expect
    .poll(
      async () => {
        const failed = (await (
          await page.request.get('/api/superadmin/inbox/outbox?status=failed&limit=100')
        ).json()) as {
          items: { toEmail: string }[]
        }
        return failed.items.some((item) => item.toEmail === email)
      },
      { timeout: 30_000 },
    )
    .toBe(true)

  await page.goto('/admin')
  await expect(page.getByText('Nieudane e-maile')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/admin/inbox/outbox?status=failed')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'nieudane' })).toHaveAttribute('aria-current', 'page')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('nieudane')
  await expect(row).toContainText('InjectedMailFault')
  await expectNoA11yViolations(page)

  await request.put('/__dev/mail/faults', { data: { to: email, remaining: 0 } })
  await row.getByRole('button', { name: 'Wyślij ponownie' }).click()
  expect(await mailTo(request, email)).toHaveLength(1)

  await page.goto('/admin/inbox/outbox?status=sent')
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('wysłano')
})
