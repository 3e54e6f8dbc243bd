import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'

/**
 * Deferred sections (ADR 0028): server-rendered in full, their code arrives after the first load and hydrates the
 * server's HTML in place. Their chunks are held back here, so the check sees the page while they are still missing.
 */
const DEFERRED_CHUNK = /\/assets\/(footer\.lazy|below-fold|home-faq|faq-pl)-[\w-]+\.js$/

async function holdDeferredChunks(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(DEFERRED_CHUNK, async (route) => {
    await released
    await route.continue()
  })
  return release
}

function isHydrated(page: Page, selector: string) {
  return page.evaluate((s) => {
    const element = document.querySelector(s)
    return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber')) : null
  }, selector)
}

test('home: the sections below the hero keep their server HTML until their code hydrates it', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (/hydrat|did not match|Suspense boundary/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await quietOverlays(page)
  // The server's nodes, remembered before React runs: the same nodes must still be there at the end.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as Record<string, unknown>
      w.serverFooter = document.querySelector('footer')
      w.serverFaq = document.querySelector('[data-testid="home-faq"]')
      w.serverRibbon = document.querySelector('[data-testid="stat-ribbon"]')
    })
  })
  const release = await holdDeferredChunks(page)
  await page.goto('/pl')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.locator('template[data-deferred]:not([data-hydrated])')).toHaveCount(3)
  // Still missing their code: on screen as the server sent them, not replaced by an empty fallback.
  await expect(page.getByTestId('home-faq').locator('details')).toHaveCount(4)
  await expect(page.locator('footer').getByTestId('newsletter-form')).toBeVisible()
  await expect(page.getByTestId('stat-ribbon')).toBeVisible()
  expect(await isHydrated(page, 'footer')).toBe(false)

  release()
  await waitForHydration(page)
  expect(await isHydrated(page, 'footer')).toBe(true)
  expect(await isHydrated(page, '[data-testid="home-faq"]')).toBe(true)
  expect(
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      return [
        w.serverFooter === document.querySelector('footer'),
        w.serverFaq === document.querySelector('[data-testid="home-faq"]'),
        w.serverRibbon === document.querySelector('[data-testid="stat-ribbon"]'),
      ]
    }),
  ).toEqual([true, true, true])
  // Interactive once hydrated.
  const more = page.locator('button[aria-controls="home-faq-list"]')
  await expect(more).toHaveText('Pokaż więcej pytań')
  await more.click()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('home-faq').locator('details')).not.toHaveCount(4)
  expect(problems).toEqual([])
})

test('home reached by a client-side navigation renders its deferred sections at once', async ({ page }) => {
  await quietOverlays(page)
  await page.goto('/pl/kontakt')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /Skrytka – / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/pl$/)
  await expect(page.getByTestId('home-faq').locator('details')).toHaveCount(4)
  await expect(page.getByTestId('stat-ribbon')).toBeVisible()
})

/**
 * The detail page's inquiry form loads on approach (ADR 0079): its form kit (41 KB gzip) is not part of the first
 * load, at a phone's size or a desktop's, until the reader comes near the form, presses it or asks about a unit.
 */
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`facility at ${viewport.width} px: the inquiry form's code comes when the reader nears the form`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (/hydrat|did not match|Suspense boundary/i.test(message.text())) problems.push(message.text())
    })
    await quietOverlays(page)
    await page.setViewportSize(viewport)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    // Every other deferred section (the footer) has hydrated: the page has settled, and the form still waits.
    await page.waitForFunction(() => !document.querySelector('template[data-deferred=""]:not([data-hydrated])'))
    await page.waitForLoadState('networkidle')
    const form = page.locator('template[data-deferred="on-approach"]')
    await expect(form).toHaveCount(1)
    await expect(form).not.toHaveAttribute('data-hydrated')
    expect(scripts.filter((url) => /\/assets\/inquiry-form-/.test(url))).toEqual([])
    // Its server HTML is on screen all along, ready to read.
    await expect(page.getByRole('button', { name: 'Wyślij zapytanie' })).toBeAttached()

    await page.getByRole('button', { name: 'Wyślij zapytanie' }).scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-hydrated', '')
    expect(scripts.filter((url) => /\/assets\/inquiry-form-/.test(url))).toHaveLength(1)
    // Hydrated, the form validates in the page's language.
    await page.getByRole('button', { name: 'Wyślij zapytanie' }).click()
    await expect(page.getByText('To pole jest wymagane')).toHaveCount(3)
    expect(problems).toEqual([])
  })
}

test('facility: "Zapytaj" before the form is near fetches its code and fills it in', async ({ page }) => {
  await quietOverlays(page)
  await page.goto('/pl/magazyn-self-storage/lockerbox-warszawa')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.locator('template[data-deferred="on-approach"]')).not.toHaveAttribute('data-hydrated')
  await page.getByRole('button', { name: 'Zapytaj A-103' }).click()
  await expect(page.getByLabel('Wiadomość')).toHaveValue(/A-103/)
  await expect(page.getByLabel('Potrzebna powierzchnia (m²)')).toHaveValue('2')
})
