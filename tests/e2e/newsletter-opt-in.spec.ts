import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs, skipConsent } from './fixtures'

type Mail = { kind: string; toEmail: string; body: string }

/** Issue 14, finding 8: the e-mail's links lead to clear result pages, and the admin inbox tells pending from confirmed. */
test('a sign-up is confirmed from the e-mail link, and the welcome e-mail unsubscribes in one click', async ({
  page,
  baseURL,
}) => {
  await skipConsent(page)
  const email = `opt-in-${Date.now()}@example.com`
  await page.goto('/pl')
  await waitForHydration(page)
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Adres e-mail').fill(email)
  await form.getByRole('button', { name: 'Wyślij' }).click()
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.')).toBeVisible()

  await signInAs(page, baseURL!, SEED.admin)
  // The outbox row holds the text it was sent with (issue 25) once the queue has delivered it.
  const mail = async (kind: string) => {
    let body = ''
    await expect
      .poll(async () => {
        const outbox = (await (await page.request.get('/api/superadmin/inbox/outbox?limit=50')).json()) as {
          items: Mail[]
        }
        body = outbox.items.find((item) => item.toEmail === email && item.kind === kind)?.body ?? ''
        return body
      })
      .not.toBe('')
    return body
  }
  const linkIn = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]!)
  const confirm = linkIn(await mail('newsletter_confirm'))
  expect(confirm.pathname).toBe('/pl/newsletter/potwierdz')

  await page.goto(confirm.pathname + confirm.hash)
  await expect(page.getByRole('heading', { level: 1, name: 'Potwierdzenie zapisu do newslettera' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Gotowe! Zapis do newslettera jest potwierdzony.' }),
  ).toBeVisible()
  // The token leaves the address bar once it is used.
  expect(new URL(page.url()).hash).toBe('')
  await expectNoA11yViolations(page)

  // A second open (a fresh load: same path, only the fragment differs) finds the link used.
  await page.goto('about:blank')
  await page.goto(confirm.pathname + confirm.hash)
  await expect(
    page.getByRole('status').filter({ hasText: 'Ten link wygasł, został już użyty lub jest nieprawidłowy.' }),
  ).toBeVisible()

  await page.goto('/admin/inbox/newsletter')
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('potwierdzony')

  // The one-click address (RFC 8058) opened in a browser leads to the page, whose button unsubscribes.
  const unsubscribe = new URL(/https?:\/\/\S+\/newsletter\/one-click\S*/.exec(await mail('newsletter_welcome'))![0]!)
  expect(unsubscribe.pathname).toBe('/newsletter/one-click')
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(page).toHaveURL(/\/pl\/newsletter\/wypisz$/)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Wypisz mnie' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Wypisano. Nie będziemy już wysyłać Ci newslettera.' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the English confirmation page explains an invalid link', async ({ page }) => {
  await skipConsent(page)
  await page.goto('/en/newsletter/confirm#token=not-a-real-token-at-all-0123456789')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter confirmation' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'This link has expired, has already been used or is not valid.' }),
  ).toBeVisible()
  await expectNoA11yViolations(page)
})
