import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, signInAs, skipConsent } from './fixtures'
import { toast } from './form-assertions'
import { XSS_PAYLOADS } from '../security-xss-payloads'

const ADMIN = { email: 'admin@skrytka.test', password: 'Admin-Skrytka-2026' }

/**
 * The console in one journey on four page loads: a deep link without a session, the real sign-in back to it, the
 * console's tabs and read-only inbox, an edit through its form (ADR 0020: the write's D1 bookmark in a cookie),
 * sign-out, and then the public page of the edited facility: the edit is in the server's HTML at once, in this
 * browser and for a visitor who had it cached, and none of the 30 XSS payloads saved into its rich content runs.
 * The guard's redirects for other roles, the 404 of an unknown inbox and "private, no-store" are integration tests
 * (auth-guards.test.ts, edge-cache-keys.test.ts); the payloads stored sanitized, batch by batch, security-xss.test.ts.
 */
test('a deep link without a session, the real sign-in back to it, the tabs, the read-only outbox, sign-out', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await skipConsent(page)
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })

  // A deep link without a session: the server sends it to sign-in, and the real sign-in returns to the same view.
  await page.goto('/admin/clients?sort=companyName%3Aasc')
  await expect(page).toHaveURL(/\/pl\/logowanie\?next=%2Fadmin%2Fclients%3Fsort%3DcompanyName/)
  await waitForHydration(page)
  await page.getByLabel('E-mail').first().fill(ADMIN.email)
  await page.getByLabel('Hasło', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).last().click()
  await expect(page).toHaveURL(/\/admin\/clients\?sort=companyName(%3A|:)asc$/)
  await waitForHydration(page)
  await expect(page.getByLabel('Sortowanie')).toHaveValue('companyName:asc')

  // The console's header and tabs, aria-current following the section.
  await expect(page.getByText('Panel administratora', { exact: true })).toBeVisible()
  await expect(page.getByTestId('admin-user-email')).toHaveText(ADMIN.email)
  const tabs = page.getByRole('navigation', { name: 'Sekcje panelu' })
  await tabs.getByRole('link', { name: 'Przegląd' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(tabs.getByRole('link', { name: 'Przegląd' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Przegląd', level: 1 })).toBeVisible()
  await expect(page.getByText('Obiekty aktywne')).toBeVisible()
  await expectNoA11yViolations(page)
  await tabs.getByRole('link', { name: 'Użytkownicy' }).click()
  await expect(page).toHaveURL(/\/admin\/users/)
  await expect(tabs.getByRole('link', { name: 'Użytkownicy' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Przegląd' })).not.toHaveAttribute('aria-current', 'page')

  // Inbox views, the outbox included, are read-only tables: a status filter of links, no form (issue 25).
  await tabs.getByRole('link', { name: 'Przegląd' }).click()
  await page.getByRole('link', { name: 'Skrzynka nadawcza: status wysyłki e-maili' }).click()
  await expect(page).toHaveURL(/\/admin\/inbox\/outbox/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wysłane wiadomości (skrzynka nadawcza)')
  await expect(page.getByText('Ładowanie…')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Filtruj według statusu' }).getByRole('link')).toHaveCount(5)
  // Each mail lane's state first (issue 41): the transactional lane, and the bulk lane with its daily budget.
  const lanes = page.getByTestId('mail-lanes').getByRole('row')
  await expect(lanes).toHaveCount(3)
  await expect(lanes.nth(1)).toContainText('Transakcyjna (rezerwacje, logowanie, zapytania)')
  await expect(lanes.nth(1)).toContainText('bez limitu')
  await expect(lanes.nth(2)).toContainText('Masowa (alerty, przypomnienia, newsletter)')
  await expect(lanes.nth(2)).toContainText(/\d+ z 1000$/)
  await expect(page.locator('form')).toHaveCount(0)
  await expectNoA11yViolations(page)

  // Sign-out: a full load of the home page, and the console is guarded again.
  await page.getByRole('button', { name: 'Wyloguj' }).click()
  await expect(page).toHaveURL(/\/pl$/)
  const after = await page.request.get('/admin', { maxRedirects: 0 })
  expect(after.headers().location).toBe('/pl/logowanie?next=%2Fadmin')
})

test('an edit in the console is in the public page’s server HTML at once, in the same browser, and no XSS runs there', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await skipConsent(page)
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  await signInAs(page, baseURL!, SEED.admin)

  // A facility of this test's own, with all 30 XSS payloads in its rich content and FAQ.
  const stamp = `${Date.now()}-${test.info().repeatEachIndex}`
  const origin = { origin: baseURL! }
  const address = { street: 'Półwiejska', buildingNumber: '7', postalCode: '61-001', city: 'Poznań' }
  const client = await page.request.post('/api/superadmin/clients', {
    data: {
      user: { email: `ryw-${stamp}@example.test` },
      companyName: `Odczyt ${stamp}`,
      contactName: 'Jan Testowy',
      phone: '600100200',
      billingAddress: address,
    },
    headers: origin,
  })
  expect(client.status()).toBe(201)
  const created = await page.request.post('/api/superadmin/facilities', {
    data: {
      clientId: (await client.json()).id,
      name: `Magazyn Przed ${stamp}`,
      email: 'obiekt@example.pl',
      phone: '',
      latitude: 52.4064,
      longitude: 16.9252,
      location: address,
    },
    headers: origin,
  })
  expect(created.status()).toBe(201)
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  const half = XSS_PAYLOADS.length / 2
  const richContent = {
    title: XSS_PAYLOADS[3],
    lead: XSS_PAYLOADS[4],
    bodyHtml: XSS_PAYLOADS.join('\n'),
    storageInfoHtml: XSS_PAYLOADS.slice(0, half).join('\n'),
    tipsHtml: XSS_PAYLOADS.slice(half).join('\n'),
    faq: XSS_PAYLOADS.map((payload, i) => ({
      question: `Pytanie ${i + 1}: ${payload}`,
      answer: `Odpowiedź ${i + 1}: ${XSS_PAYLOADS[(i + 7) % XSS_PAYLOADS.length]}`,
    })),
  }
  const patch = await page.request.patch(`/api/superadmin/facilities/${id}`, { data: { richContent }, headers: origin })
  expect(patch.status(), await patch.text()).toBe(200)
  const publicPath = `/pl/magazyn-self-storage/${slug}`

  // A visitor elsewhere puts the page, with the old name, into the edge cache.
  const visitor = await browser.newContext()
  expect(await (await visitor.request.get(publicPath)).text()).toContain(`Magazyn Przed ${stamp}`)
  await expect.poll(async () => (await visitor.request.get(publicPath)).headers()['x-html-cache']).toMatch(/HIT|STALE/)

  // The edit, through the console's form.
  await page.goto(`/admin/facilities/${id}`)
  await waitForHydration(page)
  await page.getByLabel('Nazwa obiektu').fill(`Magazyn Po ${stamp}`)
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(toast(page, 'Zapiszono zmiany obiektu')).toBeVisible()
  const bookmark = (await page.context().cookies()).find((cookie) => cookie.name === 'skrytka_d1')
  expect(bookmark?.httpOnly).toBe(true)
  expect(bookmark?.sameSite).toBe('Lax')

  // Same browser, next page: the server-rendered HTML already has the new name (no client refetch involved).
  const detail = await page.goto(publicPath)
  expect(detail?.status()).toBe(200)
  const html = await detail!.text()
  expect(html).toContain(`Magazyn Po ${stamp}`)
  expect(html).not.toContain(`Magazyn Przed ${stamp}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Magazyn Po ${stamp}`)

  // None of the payloads ran: no dialog, no marker, after hydration, a pointer over the page and every image settled.
  await waitForHydration(page)
  await page.mouse.move(200, 200)
  await page.mouse.move(300, 400)
  await page.waitForLoadState('networkidle')
  expect(dialogs).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()

  // The visitor's cached copy was retired by the write's purge.
  expect(await (await visitor.request.get(publicPath)).text()).toContain(`Magazyn Po ${stamp}`)
  await visitor.close()
})
