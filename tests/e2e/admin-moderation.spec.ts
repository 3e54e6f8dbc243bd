import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, test } from './test'
import type { FacilityProfile, PanelPhoto } from '@api/contract/listing'
import type { PanelOverview } from '@api/contract/panel'
import { LANG_COOKIE } from '@kernel/names'
import { phoneJpeg } from '../test-images'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { withFacility } from './facility-lock'
import { quietOverlays, SEED, signInAs } from './fixtures'
import { toast } from './form-assertions'

/**
 * Issue 32's moderation in the console: an operator's new photo and description are live at once; the superadmin
 * hides the photo and restores the previous description, each with a reason, and both show in the audit log. In the
 * console's two languages, at 1280 px and at 375 px, with axe. The facility (SunBox24 Rzeszów) is this spec's own
 * (ADR 0064); the revert puts its description back, and the hidden photo is deleted at the end.
 */
const OPERATOR = { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }
const SLUG = 'sunbox24-rzeszow'
const ROUNDS = [
  {
    lang: 'pl',
    viewport: { width: 1280, height: 800 },
    words: {
      reason: 'Powód',
      hide: 'Ukryj zdjęcie',
      revert: 'Przywróć poprzedni opis',
      reasonRequired: 'Podaj powód (co najmniej 3 znaki)',
      done: 'Zapisano decyzję moderacji',
      hidden: 'Ukryte: ',
      reverted: 'Przywrócono (',
      hideAction: 'Zdjęcie ukryte przez moderację',
      revertAction: 'Opis przywrócony przez moderację',
    },
  },
  {
    lang: 'en',
    viewport: { width: 375, height: 812 },
    words: {
      reason: 'Reason',
      hide: 'Hide photo',
      revert: 'Restore the previous description',
      reasonRequired: 'Give a reason (at least 3 characters)',
      done: 'Moderation decision saved',
      hidden: 'Hidden: ',
      reverted: 'Restored (',
      hideAction: 'Photo hidden by moderation',
      revertAction: 'Description reverted by moderation',
    },
  },
] as const

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0)
}

/** The operator's side, through the panel API in a context of its own: a new photo and a new description. */
async function operatorEdits(browser: Browser, baseURL: string, tag: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, baseURL, OPERATOR)
  const request: APIRequestContext = page.request
  const headers = { origin: baseURL }
  const overview = (await (await request.get('/api/panel/overview')).json()) as PanelOverview
  const facilityId = overview.facilities.find((f) => f.slug === SLUG)!.id
  const before = (await (await request.get(`/api/panel/facilities/${facilityId}`)).json()) as FacilityProfile
  const uploaded = await request.post(`/api/panel/facilities/${facilityId}/photos`, {
    headers,
    multipart: {
      file: { name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(900, 700, '#7a4a2a') },
      alt: `Moderacja ${tag}`,
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { photo } = (await uploaded.json()) as { photo: PanelPhoto }
  const edited = await request.patch(`/api/panel/facilities/${facilityId}`, {
    headers,
    data: { description: { pl: `Opis do moderacji ${tag}`, en: `Description to moderate ${tag}` } },
  })
  expect(edited.status()).toBe(200)
  return {
    facilityId,
    photo,
    before,
    /** The photo goes; the description is the one before (the revert put it back, unless the test failed first). */
    cleanUp: async () => {
      await request.delete(`/api/panel/photos/${photo.id}`, { headers })
      const now = (await (await request.get(`/api/panel/facilities/${facilityId}`)).json()) as FacilityProfile
      if (now.description.pl !== before.description.pl || now.description.en !== before.description.en)
        await request.patch(`/api/panel/facilities/${facilityId}`, {
          headers,
          data: { description: before.description },
        })
      await context.close()
    },
  }
}

for (const round of ROUNDS) {
  test(`console ${round.lang} at ${round.viewport.width} px: hide a photo and restore a description, with reasons, audited`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const w = round.words
    await withFacility(baseURL!, SLUG, async () => {
      const tag = `${round.lang}-${Date.now().toString(36)}`
      const operator = await operatorEdits(browser, baseURL!, tag)
      try {
        // Live at once, before any moderation.
        const publicPage = `/pl/magazyn-self-storage/${SLUG}`
        expect(await (await page.request.get(publicPage)).text()).toContain(`Opis do moderacji ${tag}`)

        await page.setViewportSize(round.viewport)
        await quietOverlays(page)
        await signInAs(page, baseURL!, SEED.admin)
        await page.context().addCookies([{ name: LANG_COOKIE, value: round.lang, url: baseURL! }])
        await page.goto('/admin/audit')
        await waitForHydration(page)
        await expect(page.locator('html')).toHaveAttribute('lang', round.lang)

        // The photo: a reason is required (said in the console's language), then hidden.
        const photo = page.getByTestId('mod-photo').filter({ has: page.getByRole('img', { name: `Moderacja ${tag}` }) })
        await photo.scrollIntoViewIfNeeded()
        await photo.getByRole('button', { name: w.hide }).click()
        await expect(photo.getByText(w.reasonRequired)).toBeVisible()
        await expect(photo.getByLabel(w.reason)).toBeFocused()
        await noSideways(page)
        await expectNoA11yViolations(page)
        const hideReason = `Zdjęcie innego obiektu ${tag}`
        await photo.getByLabel(w.reason).fill(hideReason)
        await photo.getByRole('button', { name: w.hide }).click()
        await expect(toast(page, w.done)).toBeVisible()
        const hiddenPhoto = page.getByTestId('mod-photo').filter({ hasText: `${w.hidden}${hideReason}` })
        await expect(hiddenPhoto).toHaveCount(1)

        // The description: the newest change of this facility, restored to what it was.
        const change = page.getByTestId('mod-description').filter({ hasText: `Opis do moderacji ${tag}` })
        const revertReason = `Reklama konkurencji ${tag}`
        await change.getByLabel(w.reason).fill(revertReason)
        await change.getByRole('button', { name: w.revert }).click()
        await expect(change).toContainText(`${w.reverted}${SEED.admin.email}): ${revertReason}`)
        await noSideways(page)
        await expectNoA11yViolations(page)

        // Both decisions in the operator's audit trail, in words, with their reasons.
        const clients = (await (await page.request.get('/api/superadmin/clients?q=SunBox24')).json()) as {
          items: { id: number }[]
        }
        await page.goto(`/admin/audit?clientId=${clients.items[0]!.id}&limit=50`)
        await waitForHydration(page)
        const rows = page.getByRole('row')
        await expect(rows.filter({ hasText: hideReason })).toContainText(w.hideAction)
        await expect(rows.filter({ hasText: revertReason })).toContainText(w.revertAction)
        await noSideways(page)
        await expectNoA11yViolations(page)

        // And on the public pages: the photo's files are gone, the description is the one before.
        expect((await page.request.get(`${operator.photo.base}-640.webp`)).status()).toBe(404)
        await expect(async () => {
          const html = await (await page.request.get(publicPage)).text()
          expect(html).not.toContain(`Opis do moderacji ${tag}`)
          expect(html).toContain(operator.before.description.pl!.slice(0, 40))
        }).toPass({ timeout: 10_000 })
      } finally {
        await operator.cleanUp()
      }
    })
  })
}
