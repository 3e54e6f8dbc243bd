import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './test'
import type { FacilityProfile } from '@api/contract/listing'
import type { PanelFacilityUnits, PanelOverview } from '@api/contract/panel'
import { metadataIn, phoneJpeg } from '../test-images'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { withFacility } from './facility-lock'
import { quietOverlays, SEED, signInAs } from './fixtures'

/**
 * Issue 32, as the seeded operator on one editor load: the description in both languages, a unit (and a bulk price
 * preview), a photo dropped onto the upload area at 1280 px and one picked from the phone's camera roll at 375 px,
 * reordered with the arrow buttons both ways, the cover set with its own button; then the public page (and, after
 * the language switch, the English one) shows each change. That a save shows at once on every public page (the
 * purge), the city price index, the list card's srcset and the served variants without EXIF are checked over HTTP in
 * tests/integration/listing.test.ts.
 *
 * The facility is one no other spec reads (ADR 0064); what the test changes is put back, also when it fails, and
 * --repeat-each copies take turns (facility-lock).
 */
const EDITOR = '/pl/panel-operatora/profil-obiektu'
const SLUG = 'lockerbox-poznan'
/** What this spec adds, by name, so a later attempt can tell it from the seed's rows. */
const MARK = 'E2E'

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

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

test('the listing editor: description, unit, dropped and picked photos, order and cover, on the public pages', async ({
  page,
  baseURL,
}) => {
  // Two uploads, each several seconds of image work on a shared machine.
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.client)
  const api = panelApi(page.request, baseURL!)
  const overview = await api.send<PanelOverview>('GET', '/api/panel/overview')
  const facilityId = overview.facilities.find((f) => f.slug === SLUG)!.id
  await withFacility(baseURL!, SLUG, async () => {
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
  await page.goto(`${EDITOR}?facilityId=${facilityId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Profil obiektu' })).toBeVisible()

  // 1. The description in Polish and English, with opening hours given.
  const tag = Date.now().toString(36)
  await page.getByTestId('description-pl').fill(`Nowy opis ${tag}. Monitoring i brama na kartę.`)
  await page.getByTestId('description-en').fill(`New description ${tag}. CCTV and a card-operated gate.`)
  await page.getByTestId('openingHours-given').check()
  await page.getByTestId('profile-save').click()
  await expect(page.getByText('Zapisano profil obiektu')).toBeVisible()

  // 2. A unit, and the bulk price preview (old → new, nothing saved yet), checked by axe like every editor state.
  const code = `${MARK}-${tag.slice(-4)}`.toUpperCase()
  await page.getByTestId('add-code').fill(code)
  await page.getByTestId('add-sizeM2').fill('19')
  await page.getByTestId('add-priceMonthly').fill('3')
  await page.getByTestId('add-unit-submit').click()
  const row = page.getByTestId(`listing-unit-${code}`)
  await expect(row).toBeVisible()
  await row.getByRole('checkbox', { name: `Zaznacz jednostkę ${code}` }).check()
  await page.getByTestId('bulk-percent').fill('5')
  await page.getByTestId('bulk-preview').click()
  await expect(page.getByTestId('bulk-preview-table')).toContainText(code)
  await noSideways(page)
  await expectNoA11yViolations(page)
  expect((await api.units(facilityId)).units.find((u) => u.code === code)!.priceMonthly).toBe(3)

  // 3. A photo dropped onto the upload area at 1280 px; the file picker offers the camera (accept="image/*").
  const file = page.getByTestId('photo-file')
  await expect(file).toHaveAttribute('accept', 'image/*')
  const gate = `${MARK} brama ${tag}`
  const jpeg = await phoneJpeg(1600, 1200, '#7a2a2a')
  expect(metadataIn(jpeg)).toContain('EXIF')
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
  await page.getByTestId('photo-alt').fill(gate)
  await page.getByTestId('photo-submit').click()
  await expect(page.getByText('Dodano zdjęcie')).toBeVisible({ timeout: 30_000 })
  await expect(photoItem(page, gate)).toBeVisible()
  const first = (await api.profile(facilityId)).photos.find((p) => p.altPl === gate)!

  // 4. At 375 px (a phone), a narrower phone-camera photo with GPS EXIF through the picker.
  await page.setViewportSize({ width: 375, height: 812 })
  const shelf = `${MARK} regał ${tag}`
  const narrow = await phoneJpeg(1000, 750, '#2a7a2a')
  await file.setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: narrow })
  await page.getByTestId('photo-alt').fill(shelf)
  await page.getByTestId('photo-submit').click()
  await expect(photoItem(page, shelf)).toBeVisible({ timeout: 30_000 })
  const second = (await api.profile(facilityId)).photos.find((p) => p.altPl === shelf)!
  expect(second.widths).toEqual([320, 640, 1000])
  await noSideways(page)
  await expectNoA11yViolations(page)

  // 5. Reorder with the arrows: "up" on the second makes it first and the cover; "down" on it puts it back.
  await expect(photoItem(page, gate).getByTestId('photo-cover')).toBeVisible()
  await photoItem(page, shelf).getByTestId('photo-up').click()
  await expect(page.getByText('Zapisano kolejność zdjęć')).toBeVisible()
  await expect(page.getByTestId('photo-item').first()).toHaveAttribute('data-photo-id', String(second.id))
  await expect(photoItem(page, shelf).getByTestId('photo-cover')).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await photoItem(page, shelf).getByTestId('photo-down').click()
  await expect(page.getByTestId('photo-item').first()).toHaveAttribute('data-photo-id', String(first.id))
  await expect(photoItem(page, gate).getByTestId('photo-cover')).toBeVisible()
  expect((await api.profile(facilityId)).photos.filter((p) => p.altPl.startsWith(MARK)).map((p) => p.id)).toEqual([
    first.id,
    second.id,
  ])

  // 6. The cover set on the second photo with its own button: it moves first.
  await photoItem(page, shelf).getByTestId('photo-make-cover').click()
  await expect(photoItem(page, shelf).getByTestId('photo-cover')).toBeVisible()
  await expect(page.getByTestId('photo-item').first()).toHaveAttribute('data-photo-id', String(second.id))
  expect(await photoId(page.getByTestId('photo-item').nth(1))).toBe(first.id)
  await noSideways(page)

  // 7. The public page: the description, the unit, the hours, the cover on top with its alt text and the other
  // photo in the gallery; after the language switch, the English description.
  await page.goto(`/pl/magazyn-self-storage/${SLUG}`)
  await waitForHydration(page)
  await expect(page.getByText(`Nowy opis ${tag}`).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Godziny' })).toBeVisible()
  await expect(page.getByTestId('unit-row').filter({ hasText: code })).toHaveCount(1)
  await expect(page.getByRole('img', { name: shelf }).first()).toBeVisible()
  await expect(page.getByTestId('facility-gallery').getByRole('img', { name: gate })).toHaveCount(1)
  await page.getByTestId('lang-en').click()
  await expect(page).toHaveURL(new RegExp(`/en/self-storage-facility/${SLUG}$`))
  await expect(page.getByText(`New description ${tag}`).first()).toBeVisible()
}
