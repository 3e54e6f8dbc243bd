import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { skipConsent } from './fixtures'

/** Issue 29 item 6: on phones the teaser never covers a form, and the cookie banner leaves the page its screen. */
const DETAIL = '/pl/magazyn-self-storage/lockerbox-warszawa'

/** The element a tap at the centre of `target` would reach is `target` or inside it. */
async function tapReaches(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return Boolean(hit && (hit === element || element.contains(hit)))
  })
}

/** The teaser's own 3 s, in real time: a paused clock would also hold the deferred sections' hydration. */
async function teaserShown(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByTestId('teaser')).toBeVisible({ timeout: 10_000 })
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })
    test.beforeEach(async ({ page }) => {
      await skipConsent(page)
      await page.addInitScript(() => localStorage.setItem('add-facility-modal-never', '1'))
    })

    test('the teaser never covers the inquiry form nor its submit button', async ({ page }) => {
      await teaserShown(page, DETAIL)
      const teaser = page.getByTestId('teaser')
      if (viewport.width < 768) expect((await teaser.boundingBox())!.height).toBeLessThanOrEqual(72)
      const submit = page.getByRole('button', { name: 'Wyślij zapytanie' })
      // Scrolled so the button sits where the teaser is: the teaser steps aside and the tap reaches the button.
      await submit.evaluate((button) => {
        const y = button.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 12
        window.scrollTo(0, y)
      })
      await expect(teaser).toBeHidden()
      expect(await tapReaches(submit)).toBe(true)
      // Typing in the form, with the button anywhere: still out of the way.
      await page.getByRole('textbox', { name: /^Imię i nazwisko/ }).focus()
      await submit.scrollIntoViewIfNeeded()
      await expect(teaser).toBeHidden()
      expect(await tapReaches(submit)).toBe(true)
      await page.getByRole('textbox', { name: /^Telefon/ }).focus()
      expect(await tapReaches(page.getByRole('textbox', { name: /^Telefon/ }))).toBe(true)
      // Leaving the form brings it back; closed, it stays closed on the next page of the visit.
      await page.getByRole('textbox', { name: /^Telefon/ }).blur()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(teaser).toBeVisible()
      await expectNoA11yViolations(page)
      await teaser.getByRole('button', { name: 'Zamknij powiadomienie' }).click()
      await page.getByRole('link', { name: 'Blog' }).first().click()
      await expect(page).toHaveURL(/\/pl\/blog$/)
      await page.waitForTimeout(3500)
      await expect(page.getByTestId('teaser')).toHaveCount(0)
    })
  })
}

test.describe('cookie banner on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  for (const path of ['/pl', '/en']) {
    test(`takes at most a quarter of a 375×812 screen (${path})`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      // Its slide-in finished (finite animations only: the page has endless ones too).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      const box = (await banner.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(812 / 4)
      for (const name of ['Odrzuć|Reject', 'Dostosuj|Customise', 'Akceptuj wszystkie|Accept all'])
        expect(await tapReaches(banner.getByRole('button', { name: new RegExp(`^(${name})$`) }))).toBe(true)
      await expectNoA11yViolations(page)
    })
  }
})
