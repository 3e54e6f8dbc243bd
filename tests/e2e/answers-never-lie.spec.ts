import type { Browser, Page } from '@playwright/test'
import { expect, test } from './test'
import { DEMO_FACILITIES } from '@api/db/seed/demo-data'
import { DEMO_FACILITIES_EN } from '@api/db/seed/demo-data-en'
import { waitForHydration } from './a11y'
import { quietOverlays, SEED, signInAs } from './fixtures'

/** Issue 29 item 3: the browser never shows the other language's answer, nor availability older than 5 s. */
const SLUG = 'lockerbox-warszawa'
const english = DEMO_FACILITIES_EN[SLUG]!.description
const polish = DEMO_FACILITIES.find((f) => f.name === 'Lockerbox' && f.city === 'Warszawa')!.description

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

/**
 * Records, from now on, whether `text` is ever in the page while the page shown is in `lang` (the root's
 * <html lang>, which changes when the new page renders; the address changes earlier, while the old page waits).
 */
async function watchFor(page: Page, text: string, lang: string) {
  await page.evaluate(
    ([text, lang]) => {
      const w = window as unknown as { __seenWrong?: boolean }
      w.__seenWrong = false
      const check = () => {
        if (document.documentElement.lang === lang && document.body.innerText.includes(text)) w.__seenWrong = true
      }
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
    },
    [text, lang] as const,
  )
  return () => page.evaluate(() => (window as unknown as { __seenWrong?: boolean }).__seenWrong)
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`English detail → Polish: only Polish text, never the English answer (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // Reach the English detail in the browser (its API answers fetched by the page, into the HTTP cache).
    await page.goto('/en/facilities')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Lockerbox' }).first().click()
    await expect(page).toHaveURL(new RegExp(`/en/self-storage-facility/${SLUG}$`))
    await expect(page.getByRole('main').getByText(english)).toBeVisible()
    const sawEnglish = await watchFor(page, english, 'pl')
    if (viewport.width < 768) {
      await page.getByTestId('menu-button').click()
      await page.locator('#mobile-drawer').getByTestId('lang-pl').click()
    } else {
      await page.getByRole('banner').getByTestId('lang-pl').click()
    }
    await expect(page).toHaveURL(new RegExp(`/pl/magazyn-self-storage/${SLUG}$`))
    await expect(page.getByRole('main').getByText(polish)).toBeVisible()
    await expect(page.getByTestId('foreign-note')).toHaveCount(0)
    expect(await sawEnglish()).toBe(false)
    // And back: English again, never the Polish answer kept from a moment ago.
    const sawPolish = await watchFor(page, polish, 'en')
    await page.goBack()
    await expect(page.getByRole('main').getByText(english)).toBeVisible()
    expect(await sawPolish()).toBe(false)
  })
}

async function operatorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ locale: 'pl-PL' })
  const page = await context.newPage()
  await quietOverlays(page)
  await signInAs(page, baseURL, SEED.client)
  return page
}

/**
 * Lockerbox Bydgoszcz's free units are reserved or toggled by no other suite: a shared one (B-206 in Warszawa,
 * which reservations.spec.ts reserves) made this test fail whenever the two ran side by side. Each viewport, and
 * each copy under --repeat-each (which may run at the same time on another worker), takes a unit of its own.
 */
const OCCUPIED_FACILITY = 'lockerbox-bydgoszcz'
const FREE_UNITS = ['A-101', 'A-102', 'A-103', 'A-104', 'B-201', 'B-202']
const LIST = '/pl/magazyny-self-storage?q=Bydgoszcz'

for (const [index, viewport] of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
].entries()) {
  test(`a unit marked occupied in the panel shows as occupied to a returning visitor within 5 s (${viewport.width}×${viewport.height})`, async ({
    page: visitor,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const unit = FREE_UNITS[(test.info().repeatEachIndex * 2 + index) % FREE_UNITS.length]!
    await visitor.setViewportSize(viewport)
    const facility = (await (await visitor.request.get(`/api/marketplace/facilities/${OCCUPIED_FACILITY}`)).json()) as {
      id: number
    }
    // 1. The visitor sees the unit free, reaching the page the way a visitor does (the browser fetches its data).
    await visitor.goto(LIST)
    await waitForHydration(visitor)
    const card = visitor.getByRole('link', { name: 'Lockerbox' }).first()
    await card.click()
    await expect(visitor).toHaveURL(new RegExp(`/${OCCUPIED_FACILITY}$`))
    await expect(visitor.getByRole('button', { name: `Zarezerwuj ${unit}` })).toBeEnabled()
    await visitor.goBack()
    await expect(visitor).toHaveURL(/\/pl\/magazyny-self-storage\?q=Bydgoszcz$/)

    // 2. The operator marks it occupied.
    const operator = await operatorPage(browser, baseURL!)
    await operator.goto(`/pl/panel-operatora/dostepnosc?facilityId=${facility.id}`)
    await waitForHydration(operator)
    const row = operator.getByTestId(`unit-${unit}`)
    await expect(row.getByTestId('unit-status')).toHaveText('Wolna')
    try {
      await row.getByTestId('unit-toggle').click()
      await expect(row.getByTestId('unit-status')).toHaveText('Zajęta')

      // 3. Coming back in the same tab (client-side), and in a new load: occupied within 5 s.
      await card.click()
      await expect(visitor.getByRole('button', { name: `Niedostępny ${unit}` })).toBeDisabled({ timeout: 5000 })
      await visitor.reload()
      await expect(visitor.getByRole('button', { name: `Niedostępny ${unit}` })).toBeDisabled({ timeout: 5000 })
    } finally {
      // Other specs share the seed (and --repeat-each runs this again): the unit is freed again.
      if ((await row.getByTestId('unit-status').textContent()) === 'Zajęta') {
        await row.getByTestId('unit-toggle').click()
        await expect(row.getByTestId('unit-status')).toHaveText('Wolna')
      }
      await operator.context().close()
    }
  })
}
