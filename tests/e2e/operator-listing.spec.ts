import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './test'
import type { FacilityProfile } from '@api/contract/listing'
import type { PanelFacilityUnits, PanelOverview } from '@api/contract/panel'
import { metadataIn, phoneJpeg, sizeOf } from '../test-images'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { withFacility } from './facility-lock'
import { type Account, quietOverlays, SEED, signInAs } from './fixtures'

/**
 * Issue 32, as a seeded operator on a desktop and on a phone: edit the description in both languages, add a unit
 * (and preview a bulk price change), upload a phone photo carrying GPS EXIF and a second one, reorder them, set the
 * cover, and see each change on the public pages.
 *
 * Each viewport edits a facility no other spec reads (ADR 0064), and puts back what it changed, also when it fails:
 * a retry or a `--repeat-each` copy starts from the seed's state (copies of one viewport take turns, facility-lock).
 */
const SUNBOX: Account = { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }
const EDITOR = '/pl/panel-operatora/profil-obiektu'
/** What this spec adds, by name, so a later attempt can tell it from the seed's rows. */
const MARK = 'E2E'
const VIEWPORTS = [
  {
    name: 'desktop',
    width: 1280,
    height: 800,
    price: '3',
    who: SEED.client,
    slug: 'lockerbox-poznan',
    city: 'poznan',
    place: 'Poznań',
    reorder: 'photo-down',
  },
  {
    name: 'phone',
    width: 375,
    height: 812,
    price: '2',
    who: SUNBOX,
    slug: 'sunbox24-wroclaw',
    city: 'wroclaw',
    place: 'Wrocław',
    reorder: 'photo-up',
  },
] as const

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

/** Public pages are edge-cached: a change must show within 10 s of the save (the purge makes it immediate). */
async function expectLive(page: Page, path: string, check: (page: Page) => Promise<void>) {
  const started = Date.now()
  await expect(async () => {
    await page.goto(path)
    await check(page)
  }).toPass({ timeout: 10_000, intervals: [500, 1000] })
  expect(Date.now() - started).toBeLessThan(10_000)
}

/** The panel API as the signed-in operator (the browser context's session; Origin for the CSRF check). */
function panelApi(request: APIRequestContext, baseURL: string) {
  const send = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, data, headers: { origin: baseURL } })
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
    return (response.status() === 204 ? null : await response.json()) as T
  }
  return {
    profile: (id: number) => send<FacilityProfile>('GET', `/api/panel/facilities/${id}`),
    units: (id: number) => send<PanelFacilityUnits>('GET', `/api/panel/facilities/${id}/units`),
    send,
  }
}

/** This spec's photos and active units out of the facility: what an earlier, failed attempt may have left. */
async function removeOwnRows(api: ReturnType<typeof panelApi>, facilityId: number) {
  for (const photo of (await api.profile(facilityId)).photos)
    if (photo.altPl.startsWith(MARK)) await api.send('DELETE', `/api/panel/photos/${photo.id}`)
  for (const unit of (await api.units(facilityId)).units)
    if (unit.code.startsWith(`${MARK}-`) && unit.isActive)
      await api.send('PATCH', `/api/panel/units/${unit.id}`, { isActive: false })
}

const photoItem = (page: Page, alt: string) =>
  page.getByTestId('photo-item').filter({ has: page.getByRole('img', { name: `Zdjęcie: ${alt}` }) })

async function photoId(item: Locator) {
  return Number(await item.getAttribute('data-photo-id'))
}

for (const vp of VIEWPORTS) {
  test(`${vp.name} ${vp.width}×${vp.height}: description, unit, photos, order and cover, live on the public pages`, async ({
    page,
    baseURL,
  }) => {
    // Two uploads (each several seconds of image work on a shared machine) and six waits for public pages.
    test.setTimeout(360_000)
    await page.setViewportSize({ width: vp.width, height: vp.height })
    await quietOverlays(page)
    await signInAs(page, baseURL!, vp.who)
    const api = panelApi(page.request, baseURL!)
    const overview = await api.send<PanelOverview>('GET', '/api/panel/overview')
    const facilityId = overview.facilities.find((f) => f.slug === vp.slug)!.id
    await withFacility(baseURL!, vp.slug, async () => {
      await removeOwnRows(api, facilityId)
      const original = await api.profile(facilityId)
      try {
        await journey(page, api, facilityId)
      } finally {
        await removeOwnRows(api, facilityId)
        await api.send('PATCH', `/api/panel/facilities/${facilityId}`, {
          description: original.description,
          openingHours: original.openingHours,
        })
      }
    })
  })

  async function journey(page: Page, api: ReturnType<typeof panelApi>, facilityId: number) {
    const facilityPage = `/pl/magazyn-self-storage/${vp.slug}`
    await page.goto(`${EDITOR}?facilityId=${facilityId}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Profil obiektu' })).toBeVisible()
    await noSideways(page)
    await expectNoA11yViolations(page)

    // 1. The description in Polish and English.
    const tag = `${vp.name}-${Date.now().toString(36)}`
    await page.getByTestId('description-pl').fill(`Nowy opis ${tag}. Monitoring i brama na kartę.`)
    await page.getByTestId('description-en').fill(`New description ${tag}. CCTV and a card-operated gate.`)
    await page.getByTestId('openingHours-given').check()
    await page.getByTestId('profile-save').click()
    await expect(page.getByText('Zapisano profil obiektu')).toBeVisible()
    await expectLive(page, facilityPage, async (p) => {
      await expect(p.getByText(`Nowy opis ${tag}`).first()).toBeVisible({ timeout: 1000 })
    })
    await expect(page.getByRole('heading', { name: 'Godziny' })).toBeVisible()
    await expectLive(page, `/en/self-storage-facility/${vp.slug}`, async (p) => {
      await expect(p.getByText(`New description ${tag}`).first()).toBeVisible({ timeout: 1000 })
    })

    // 2. A unit: on the facility page and in the city page's price index (the cheapest of the 10–20 m² band).
    await page.goto(`${EDITOR}?facilityId=${facilityId}`)
    await waitForHydration(page)
    const code = `${MARK}-${vp.name === 'desktop' ? 'D' : 'P'}${Date.now().toString(36).slice(-4)}`.toUpperCase()
    await page.getByTestId('add-code').fill(code)
    await page.getByTestId('add-sizeM2').fill('19')
    await page.getByTestId('add-priceMonthly').fill(vp.price)
    await page.getByTestId('add-unit-submit').click()
    const row = page.getByTestId(`listing-unit-${code}`)
    await expect(row).toBeVisible()
    // The bulk price preview (old → new, nothing saved yet), checked by axe like every editor.
    await row.getByRole('checkbox', { name: `Zaznacz jednostkę ${code}` }).check()
    await page.getByTestId('bulk-percent').fill('5')
    await page.getByTestId('bulk-preview').click()
    await expect(page.getByTestId('bulk-preview-table')).toContainText(code)
    await noSideways(page)
    await expectNoA11yViolations(page)
    await expectLive(page, facilityPage, async (p) => {
      await expect(p.getByTestId('unit-row').filter({ hasText: code })).toHaveCount(1, { timeout: 1000 })
    })
    await expectLive(page, `/pl/magazyny-self-storage/${vp.city}`, async (p) => {
      await expect(
        p
          .getByTestId('price-table')
          .locator('[data-cell="range"]')
          .filter({ hasText: new RegExp(`^\\s*${vp.price}\\s*–`) }),
      ).toHaveCount(1, { timeout: 1000 })
    })

    // 3. A phone-camera photo with GPS EXIF, through the file picker (accept="image/*" offers the camera on a phone),
    // and a second, narrower one: dropped onto the upload area on the desktop, picked on the phone.
    await page.goto(`${EDITOR}?facilityId=${facilityId}`)
    await waitForHydration(page)
    const file = page.getByTestId('photo-file')
    await expect(file).toHaveAttribute('accept', 'image/*')
    const jpeg = await phoneJpeg(1600, 1200, vp.name === 'desktop' ? '#7a2a2a' : '#2a2a7a')
    expect(metadataIn(jpeg)).toContain('EXIF')
    const gate = `${MARK} brama ${tag}`
    await file.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await page.getByTestId('photo-alt').fill(gate)
    await page.getByTestId('photo-submit').click()
    await expect(page.getByText('Dodano zdjęcie')).toBeVisible({ timeout: 30_000 })
    await expect(photoItem(page, gate)).toBeVisible()
    const first = (await api.profile(facilityId)).photos.find((p) => p.altPl === gate)!
    for (const width of [320, 640, 1280]) {
      for (const [ext, type, format] of [
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const served = await page.request.get(`${first.base}-${width}.${ext}`)
        expect(served.headers()['content-type']).toBe(type)
        const bytes = await served.body()
        expect(metadataIn(bytes), `${width}.${ext}`).toEqual([])
        expect(await sizeOf(bytes)).toMatchObject({ format, width })
      }
    }
    const shelf = `${MARK} regał ${tag}`
    const narrow = await phoneJpeg(1000, 750, vp.name === 'desktop' ? '#2a7a2a' : '#7a7a2a')
    if (vp.name === 'desktop') {
      const data = await page.evaluateHandle(
        (bytes) => {
          const transfer = new DataTransfer()
          transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.jpg', { type: 'image/jpeg' }))
          return transfer
        },
        [...narrow],
      )
      await page.getByTestId('photo-drop').dispatchEvent('drop', { dataTransfer: data })
      await expect(page.getByTestId('photo-drop')).toContainText('dropped.jpg')
    } else await file.setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: narrow })
    await page.getByTestId('photo-alt').fill(shelf)
    await page.getByTestId('photo-submit').click()
    await expect(photoItem(page, shelf)).toBeVisible({ timeout: 30_000 })
    const second = (await api.profile(facilityId)).photos.find((p) => p.altPl === shelf)!
    expect(second.widths).toEqual([320, 640, 1000])
    await noSideways(page)
    await expectNoA11yViolations(page)

    // 4. Reorder with the arrow buttons: the second photo moves first and is the cover now; the list's card follows,
    // its srcset naming each variant's real width.
    await expect(photoItem(page, gate).getByTestId('photo-cover')).toBeVisible()
    if (vp.reorder === 'photo-down') await photoItem(page, gate).getByTestId('photo-down').click()
    else await photoItem(page, shelf).getByTestId('photo-up').click()
    await expect(page.getByText('Zapisano kolejność zdjęć')).toBeVisible()
    await expect(page.getByTestId('photo-item').first()).toHaveAttribute('data-photo-id', String(second.id))
    await expect(photoItem(page, shelf).getByTestId('photo-cover')).toBeVisible()
    const list = `/pl/magazyny-self-storage?q=${encodeURIComponent(vp.place)}`
    const card = (p: Page) => p.locator(`[data-testid="facility-card"][data-facility-id="${facilityId}"]`)
    await expectLive(page, list, async (p) => {
      await expect(card(p).locator('source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        `${second.base}-320.webp 320w, ${second.base}-640.webp 640w, ${second.base}-1280.webp 1000w`,
        { timeout: 1000 },
      )
    })

    // 5. Set the cover back on the first photo with its own button: the card shows it.
    await page.goto(`${EDITOR}?facilityId=${facilityId}`)
    await waitForHydration(page)
    expect(await photoId(photoItem(page, gate))).toBe(first.id)
    await photoItem(page, gate).getByTestId('photo-make-cover').click()
    await expect(photoItem(page, gate).getByTestId('photo-cover')).toBeVisible()
    await expect(page.getByTestId('photo-item').first()).toHaveAttribute('data-photo-id', String(first.id))
    await expectLive(page, list, async (p) => {
      await expect(card(p).locator('source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        new RegExp(`${first.base}-1280\\.webp 1280w`),
        { timeout: 1000 },
      )
      await expect(card(p).locator('img').first()).toHaveAttribute('srcset', new RegExp(`${first.base}-320\\.jpg 320w`))
    })
    await noSideways(page)

    // 6. The facility page: the cover on top with its alt text, the other photo in the gallery below.
    await expectLive(page, facilityPage, async (p) => {
      await expect(p.getByRole('img', { name: gate })).toBeVisible({ timeout: 1000 })
      await expect(p.getByTestId('facility-gallery').getByRole('img', { name: shelf })).toHaveCount(1)
    })
    await noSideways(page)
    await expectNoA11yViolations(page)
  }
}

test('the superadmin sees the editors read-only', async ({ page, baseURL }) => {
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.admin)
  const clients = (await (await page.request.get('/api/superadmin/clients?q=Lockerbox')).json()) as {
    items: { id: number }[]
  }
  await page.goto(`${EDITOR}?clientId=${clients.items[0]!.id}`)
  await waitForHydration(page)
  await expect(page.getByTestId('listing-read-only')).toBeVisible()
  await expect(page.getByTestId('profile-save')).toHaveCount(0)
  await expect(page.getByTestId('photo-upload')).toHaveCount(0)
  await expect(page.getByTestId('add-unit')).toHaveCount(0)
  await expect(page.getByTestId('description-pl')).toHaveAttribute('readonly', '')
  await expectNoA11yViolations(page)
  // The English screen prices in PLN (Intl-formatted, through the dictionary), never in zł.
  await page.goto(`/en/panel/facility-profile?clientId=${clients.items[0]!.id}`)
  await waitForHydration(page)
  const units = page.locator('[data-testid^="listing-unit-"]')
  await expect(units.first()).toContainText(/\d PLN/)
  for (const table of await page.getByRole('table').allInnerTexts()) expect(table).not.toContain('zł')
})
