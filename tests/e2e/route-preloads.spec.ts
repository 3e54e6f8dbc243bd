/**
 * Route chunks' preload lists live outside `core` (ADR 0107): a first load never fetches them, the first link a
 * visitor points at does, and the chunk it needs comes with every chunk that one imports, announced at once.
 */
import { localizedPath } from '~/i18n/route-table'
import { waitForHydration } from './a11y'
import { quietOverlays } from './fixtures'
import { requestedScripts } from './hold'
import { expect, test } from './test'

const MAP = /\/assets\/route-preloads-[\w-]+\.js$/

test('the preload map loads on the first intent, and the next page’s chunks are preloaded together', async ({
  page,
}) => {
  await quietOverlays(page)
  const scripts = requestedScripts(page)
  await page.goto(localizedPath('home', 'pl'))
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => MAP.test(path))).toEqual([])

  // Pointing at the list's link: the router preloads its chunk, which asks for the map.
  const list = page
    .getByRole('navigation', { name: 'Nawigacja główna' })
    .getByRole('link', { name: 'Magazyny', exact: true })
  const mapLoaded = page.waitForResponse((response) => MAP.test(new URL(response.url()).pathname))
  await list.hover()
  const map = (await (await mapLoaded).text()).replace(/^export default /, '')
  const preloads = JSON.parse(map) as Record<string, string[]>
  // The list's route chunk, which the router asked for on that intent.
  await expect.poll(() => scripts.filter((path) => /^\/assets\/facilities-[\w-]+\.js$/.test(path))).not.toEqual([])
  const chunk = scripts.find((path) => /^\/assets\/facilities-[\w-]+\.js$/.test(path))!.slice('/assets/'.length)
  const deps = preloads[chunk] ?? []
  expect(deps.length).toBeGreaterThan(1)
  // Every import of the list's chunk is announced as a module preload, as Vite's helper would have done.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel=modulepreload]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      ),
    )
    .toEqual(expect.arrayContaining(deps.map((file) => `/${file}`)))

  // The navigation is the router's: the page is not loaded again.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await list.click()
  await expect(page).toHaveURL(new RegExp(`${localizedPath('facilities', 'pl')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(scripts.filter((path) => MAP.test(path))).toHaveLength(1)
})

// The pages with the most lazy code: each loads only its own route chunks, which the server's HTML announces.
for (const path of [
  localizedPath('facilities', 'pl'),
  localizedPath('facility', 'pl', 'lockerbox-warszawa'),
  localizedPath('city', 'en', 'krakow'),
  localizedPath('software', 'pl'),
])
  test(`a first load of ${path} does not fetch the preload map`, async ({ page }) => {
    await quietOverlays(page)
    const scripts = requestedScripts(page)
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => MAP.test(script))).toEqual([])
  })
