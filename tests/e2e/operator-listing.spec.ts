import { expect, type Page, test } from '@playwright/test'
import type { FacilityProfile } from '@api/contract/listing'
import type { PanelOverview } from '@api/contract/panel'
import { metadataIn, phoneJpeg, sizeOf } from '../test-images'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'

/**
 * Issue 32, as the seeded operator on a desktop and on a phone: edit the description in both languages, add a unit,
 * upload a phone photo carrying GPS EXIF, make it the cover, and see each change on the public pages.
 */
const SLUG = 'lockerbox-warszawa'
const EDITOR = '/pl/panel-operatora/profil-obiektu'
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, price: '3' },
  { name: 'phone', width: 375, height: 812, price: '2' },
] as const

test.describe.configure({ mode: 'serial' })

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

for (const vp of VIEWPORTS) {
  test(`${vp.name} ${vp.width}×${vp.height}: description, unit, photo and cover, live on the public pages`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: vp.width, height: vp.height })
    await quietOverlays(page)
    await signInAs(page, baseURL!, SEED.client)
    const overview = (await (await page.request.get('/api/panel/overview')).json()) as PanelOverview
    const facilityId = overview.facilities.find((f) => f.slug === SLUG)!.id
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
    await expectLive(page, `/pl/magazyn-self-storage/${SLUG}`, async (p) => {
      await expect(p.getByText(`Nowy opis ${tag}`).first()).toBeVisible({ timeout: 1000 })
    })
    await expect(page.getByRole('heading', { name: 'Godziny' })).toBeVisible()
    await expectLive(page, `/en/self-storage-facility/${SLUG}`, async (p) => {
      await expect(p.getByText(`New description ${tag}`).first()).toBeVisible({ timeout: 1000 })
    })

    // 2. A unit: on the facility page and in the city page's price index (the cheapest of the 10–20 m² band).
    await page.goto(`${EDITOR}?facilityId=${facilityId}`)
    await waitForHydration(page)
    const code = `E2E-${vp.name === 'desktop' ? 'D' : 'P'}${Date.now().toString(36).slice(-4)}`.toUpperCase()
    await page.getByTestId('add-code').fill(code)
    await page.getByTestId('add-sizeM2').fill('19')
    await page.getByTestId('add-priceMonthly').fill(vp.price)
    await page.getByTestId('add-unit-submit').click()
    await expect(page.getByTestId(`listing-unit-${code}`)).toBeVisible()
    await expectLive(page, `/pl/magazyn-self-storage/${SLUG}`, async (p) => {
      await expect(p.getByTestId('unit-row').filter({ hasText: code })).toHaveCount(1, { timeout: 1000 })
    })
    await expectLive(page, '/pl/magazyny-self-storage/warszawa', async (p) => {
      await expect(
        p
          .getByTestId('price-table')
          .locator('[data-cell="range"]')
          .filter({ hasText: new RegExp(`^\\s*${vp.price}\\s*–`) }),
      ).toHaveCount(1, { timeout: 1000 })
    })

    // 3. A phone-camera photo with GPS EXIF, through the file picker (accept="image/*" offers the camera on a phone).
    await page.goto(`${EDITOR}?facilityId=${facilityId}`)
    await waitForHydration(page)
    const file = page.getByTestId('photo-file')
    await expect(file).toHaveAttribute('accept', 'image/*')
    const jpeg = await phoneJpeg(1600, 1200, vp.name === 'desktop' ? '#7a2a2a' : '#2a2a7a')
    expect(metadataIn(jpeg)).toContain('EXIF')
    await file.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await page.getByTestId('photo-alt').fill(`Brama wjazdowa ${tag}`)
    await page.getByTestId('photo-submit').click()
    await expect(page.getByText('Dodano zdjęcie')).toBeVisible({ timeout: 30_000 })
    const item = page
      .getByTestId('photo-item')
      .filter({ has: page.getByRole('img', { name: `Zdjęcie: Brama wjazdowa ${tag}` }) })
    await expect(item).toBeVisible()
    const photoId = Number(await item.getAttribute('data-photo-id'))
    const profile = (await (await page.request.get(`/api/panel/facilities/${facilityId}`)).json()) as FacilityProfile
    const photo = profile.photos.find((p) => p.id === photoId)!
    for (const width of [320, 640, 1280]) {
      for (const [ext, type, format] of [
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const served = await page.request.get(`${photo.base}-${width}.${ext}`)
        expect(served.headers()['content-type']).toBe(type)
        const bytes = await served.body()
        expect(metadataIn(bytes), `${width}.${ext}`).toEqual([])
        expect(await sizeOf(bytes)).toMatchObject({ format, width })
      }
    }
    await noSideways(page)
    await expectNoA11yViolations(page)

    // 4. Make it the cover (the first run's photo is the facility's first, so already the cover; the phone run
    // moves its own in front of it): the list's card shows it, in WebP and JPEG srcsets.
    if (vp.name === 'phone') await item.getByTestId('photo-make-cover').click({ timeout: 10_000 })
    await expect(item.getByTestId('photo-cover')).toBeVisible()
    await expectLive(page, '/pl/magazyny-self-storage', async (p) => {
      const card = p.locator(`[data-testid="facility-card"][data-facility-id="${facilityId}"]`)
      await expect(card.locator('source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        new RegExp(`${photo.base}-320\\.webp 320w`),
        {
          timeout: 1000,
        },
      )
      await expect(card.locator('img').first()).toHaveAttribute('srcset', new RegExp(`${photo.base}-1280\\.jpg 1280w`))
    })
    await noSideways(page)
  })
}

test('drag and drop a photo onto the upload area', async ({ page, baseURL }) => {
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.client)
  await page.goto(EDITOR)
  await waitForHydration(page)
  const jpeg = await phoneJpeg(1000, 800)
  const data = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.jpg', { type: 'image/jpeg' }))
      return transfer
    },
    [...jpeg],
  )
  await page.getByTestId('photo-drop').dispatchEvent('drop', { dataTransfer: data })
  await expect(page.getByTestId('photo-drop')).toContainText('dropped.jpg')
  await page.getByTestId('photo-alt').fill('Upuszczone zdjęcie')
  await page.getByTestId('photo-submit').click()
  await expect(page.getByText('Dodano zdjęcie')).toBeVisible({ timeout: 30_000 })
})

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
})
