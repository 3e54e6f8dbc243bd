import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'

const KEY = 'skrytka-consent-v1'

type WithDataLayer = { dataLayer?: unknown[] }
const pageViews = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as WithDataLayer).dataLayer ?? []).filter(
        (entry) => !Array.isArray(entry) && (entry as { event?: string }).event === 'page_view',
      ).length,
  )
const consentCommands = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as WithDataLayer).dataLayer ?? []).filter(
        (entry) => Array.isArray(entry) && entry[0] === 'consent',
      ) as unknown[][],
  )

// The blog rather than home: home opens its own add-facility modal after 5 s, which would cover the banner.
test('first visit: banner shown, nothing tracked until Accept all; the choice survives a reload', async ({ page }) => {
  await page.goto('/pl/blog')
  await waitForHydration(page)
  const banner = page.getByTestId('consent-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Odrzuć' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Dostosuj' })).toBeVisible()
  await expectNoA11yViolations(page)
  expect(await pageViews(page)).toBe(0)
  const [defaults] = await consentCommands(page)
  expect(defaults?.[1]).toBe('default')
  expect(defaults?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })

  await banner.getByRole('button', { name: 'Akceptuj wszystkie' }).click()
  await expect(banner).toHaveCount(0)
  expect(await pageViews(page)).toBeGreaterThan(0)
  expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({
    analytics_storage: 'granted',
    ad_storage: 'granted',
  })
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? '{}')
  expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: true })

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  await expect.poll(() => pageViews(page)).toBeGreaterThan(0)
})

test('Reject keeps analytics off across reloads', async ({ page }) => {
  await page.goto('/en/blog')
  await waitForHydration(page)
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  expect(await pageViews(page)).toBe(0)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  expect(await pageViews(page)).toBe(0)
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? '{}')).toMatchObject({
    analytics: false,
    marketing: false,
  })
})

test('Customise: necessary is locked on, analytics and marketing start off, a partial choice is saved', async ({
  page,
}) => {
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  const banner = page.getByTestId('consent-banner')
  await banner.getByRole('button', { name: 'Dostosuj' }).click()
  await expect(banner.getByRole('switch', { name: 'Niezbędne' })).toBeChecked()
  await expect(banner.getByRole('switch', { name: 'Niezbędne' })).toBeDisabled()
  await expect(banner.getByRole('switch', { name: 'Analityczne' })).not.toBeChecked()
  await expect(banner.getByRole('switch', { name: 'Marketingowe' })).not.toBeChecked()
  await expectNoA11yViolations(page)
  await banner.getByRole('switch', { name: 'Analityczne' }).check()
  await banner.getByRole('button', { name: 'Zapisz wybór' }).click()
  await expect(banner).toHaveCount(0)
  expect(await pageViews(page)).toBeGreaterThan(0)
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? '{}')).toMatchObject({
    analytics: true,
    marketing: false,
  })
})

test('the cookies page changes the choice later', async ({ page }) => {
  await page.goto('/pl/cookies')
  await waitForHydration(page)
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Akceptuj wszystkie' }).click()
  const settings = page.getByTestId('cookie-settings')
  await expect(settings.getByRole('switch', { name: 'Analityczne' })).toBeChecked()
  await settings.getByRole('switch', { name: 'Analityczne' }).uncheck()
  await settings.getByRole('switch', { name: 'Marketingowe' }).uncheck()
  await settings.getByRole('button', { name: 'Zapisz ustawienia' }).click()
  await expect(settings.getByText('Zapisano ustawienia cookies.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('cookie-settings').getByRole('switch', { name: 'Analityczne' })).not.toBeChecked()
  expect(await pageViews(page)).toBe(0)
  // The unprefixed legal path renders the same page.
  await page.goto('/cookies')
  await waitForHydration(page)
  await expect(page.getByTestId('cookie-settings')).toBeVisible()
})

test('the banner is a fixed overlay: it does not shift the layout', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/pl')
  await waitForHydration(page)
  await expect(page.getByTestId('consent-banner')).toHaveCSS('position', 'fixed')
})
