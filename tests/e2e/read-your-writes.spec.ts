import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { SEED, signInViaApi } from './fixtures'
import { toast } from './form-assertions'

/**
 * ADR 0020 in a real browser: after an admin write, the same browser's next page reads the write — past the edge
 * HTML cache, the KV cache and (in Cloudflare) any replica that has not caught up — because the write left its
 * D1 bookmark in a cookie. A visitor who cached the page before sees the change too: the write purged the caches.
 */
test('an edit in the admin is on the public detail page at once, in the same browser', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const origin = { origin: baseURL! }
  await signInViaApi(page.request, baseURL!, SEED.admin)
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
  const html = await detail!.text()
  expect(html).toContain(`Magazyn Po ${stamp}`)
  expect(html).not.toContain(`Magazyn Przed ${stamp}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Magazyn Po ${stamp}`)

  // The visitor's cached copy was retired by the write's purge.
  expect(await (await visitor.request.get(publicPath)).text()).toContain(`Magazyn Po ${stamp}`)
  await visitor.close()
})
