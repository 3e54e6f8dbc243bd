/**
 * Static islands (ADR 0102): on a first load the server's HTML stays as it is, unhydrated, and its links still route
 * client-side; after a client-side navigation the same part is rendered by React with the same markup.
 */
import type { Locator } from '@playwright/test'
import { localizedPath } from '~/i18n/route-table'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { holdRequests } from './hold'
import { expect, test } from './test'

/** Whether React owns the element (a hydrated or rendered element carries React's fiber key). */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))

test('city page: the islands are not hydrated, their links route client-side, a navigation renders them again', async ({
  page,
}) => {
  await quietOverlays(page)
  const path = localizedPath('city', 'pl', 'krakow')
  await page.goto(path)
  await waitForHydration(page)
  const prices = page.locator('[data-island="city-prices"]')
  const notes = page.locator('[data-island="city-notes"]')
  const cards = page.locator('[data-island="card-grid"]')
  const table = prices.getByTestId('price-table')
  await expect(table.locator('tbody tr')).toHaveCount(5)
  // The island's elements, texts and attributes: React's server output separates adjacent texts with empty comments
  // (a browser render has separate text nodes), and a browser render sets an image's `src` after its `srcset`.
  const markup = (island: Locator) =>
    island.evaluate((root) => {
      const write = (node: Node): string => {
        if (node instanceof Text) return node.data
        if (!(node instanceof Element)) return ''
        const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort()
        return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(write).join('')}</${node.localName}>`
      }
      return [...root.childNodes].map(write).join('')
    })
  const served = { prices: await markup(prices), notes: await markup(notes), cards: await markup(cards) }
  expect(await ownedByReact(prices)).toBe(true)
  expect(await ownedByReact(table)).toBe(false)
  expect(await ownedByReact(notes.getByTestId('city-method'))).toBe(false)
  expect(await ownedByReact(cards.getByTestId('facility-card').first())).toBe(false)

  // A place nearby: the router's navigation (the page is not loaded again), and its intent preload.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  const place = notes.getByTestId('city-nearby').getByRole('link').first()
  const name = (await place.textContent())!.trim()
  // Brought into view, it stays where it is: the cards above it are laid out with their section, not one by one as
  // they come near (a card's typical size, then its real one, moved the link under the pointer: ADR 0104).
  const tops = await place.evaluate(async (link) => {
    link.scrollIntoView({ block: 'center', behavior: 'instant' })
    const seen: number[] = []
    for (let frame = 0; frame < 6; frame++) {
      seen.push(Math.round(link.getBoundingClientRect().top))
      await new Promise((next) => requestAnimationFrame(next))
    }
    return seen
  })
  expect(new Set(tops).size, `the link's top over six frames: ${tops.join(', ')}`).toBe(1)
  await place.click()
  await expect(page).toHaveURL(/\/pl\/magazyny-self-storage\?q=/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

  // Back by the router: the loader fetched the islands' code, React renders them, with the server's markup.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(table.locator('tbody tr')).toHaveCount(5)
  expect(await ownedByReact(table)).toBe(true)
  expect(await markup(prices)).toBe(served.prices)
  expect(await markup(notes)).toBe(served.notes)
  expect(await markup(cards)).toBe(served.cards)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('software page: the parts below the carousel are not hydrated, and their links route client-side', async ({
  page,
}) => {
  await quietOverlays(page)
  await page.goto(localizedPath('software', 'pl'))
  await waitForHydration(page)
  const trusted = page.locator('[data-island="software-trusted"]')
  const proof = page.locator('[data-island="software-proof"]')
  expect(await ownedByReact(proof)).toBe(true)
  expect(await ownedByReact(trusted.locator('section'))).toBe(false)
  expect(await ownedByReact(proof.locator('#korzysci'))).toBe(false)
  expect(await ownedByReact(proof.locator('#opinie'))).toBe(false)
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await proof.locator(`a[href="${localizedPath('features', 'pl')}"]`).click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('features', 'pl')}$`))
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('list page: the results are not hydrated, the controls are; a search typed before they hydrate is kept or sent', async ({
  page,
}) => {
  await quietOverlays(page)
  const list = localizedPath('facilities', 'pl')
  // The controls' code held back: the server's search box is all there is.
  const release = await holdRequests(page, /\/assets\/map-controls-[\w-]+\.js$/)
  await page.goto(`${list}?q=Krak%C3%B3w`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const box = page.getByTestId('map-search')
  await box.fill('Gdańsk')
  release()
  await waitForHydration(page)
  // Hydrated now, with what was typed meanwhile; the results around Kraków are still the server's HTML.
  expect(await ownedByReact(box)).toBe(true)
  await expect(box).toHaveValue('Gdańsk')
  const card = page.getByTestId('facility-card').first()
  expect(await ownedByReact(card)).toBe(false)
  expect(await ownedByReact(page.getByTestId('search-origin'))).toBe(false)
  expect(await ownedByReact(page.getByRole('heading', { level: 1 }))).toBe(false)

  // The widen link routes client-side; the loader brought the islands' code, so the new results are React's.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await page.getByTestId('widen-radius').click()
  await expect(page).toHaveURL(/radius=\d+/)
  await expect.poll(() => ownedByReact(page.getByTestId('facility-card').first())).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

  // Before the controls hydrate the form is a plain GET form: Enter searches what was typed.
  const hold = await holdRequests(page, /\/assets\/map-controls-[\w-]+\.js$/)
  await page.goto(list)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await box.fill('Gdańsk')
  await box.press('Enter')
  await expect(page).toHaveURL(/\?q=Gda%C5%84sk$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gdańsk')
  hold()
})
