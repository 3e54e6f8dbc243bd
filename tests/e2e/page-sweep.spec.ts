/**
 * The page sweep (issue 37): every page of the route table (a real slug for a facility, a city and an article; the
 * signed-in pages signed in as their role), the pages a mistyped address lands on, and the console's pages, in each
 * language. ONE page load each (Polish on a desktop, English on a phone; `loadViewport`), and on that load everything a
 * page must be, at both sizes:
 * - hydrated, with the right status, `lang` and dictionary namespaces (ADR 0027), and no key printed for a text;
 * - no uncaught error, no error logged ("[i18n]", React's hydration errors), no failed request of ours, no 4xx/5xx
 *   subresource it did not expect (issue 29 item 10);
 * - axe (WCAG 2.1 AA) on what the load shows;
 * - no sideways scrolling at the load width, nor after resizing the window without a reload to the other size and
 *   narrower (a phone load: 320, 1280, 768; a desktop load: 768, 375, 320), with the header's menu button or
 *   navigation following;
 * - the classes the server drew are the ones the browser draws after a client-side navigation back to the page, and
 *   the inlined stylesheet (ADR 0077) survives hydration and navigation untouched (ADR 0029);
 * - the shell: the skip link first in the tab order, the header's menu button on a phone and its navigation on a
 *   desktop, the footer's links staying in the page's language;
 * - what one page promises beyond that (page-sweep-pages.ts, `extra`), on the same load.
 * Journeys that need steps (the phone drawer, the home page's timed modal, namespaces loaded on the way, error
 * states) are in page-sweep-journeys.spec.ts.
 */
import type { Page } from '@playwright/test'
import { LANG_COOKIE } from '@kernel/names'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { quietOverlays, signInAs } from './fixtures'
import { expect, test } from './test'
import {
  type SweepEntry,
  SWEEP,
  DESKTOP,
  loadViewport,
  PHONE,
  blockMapTiles,
  expectNoRawKeys,
  mainClasses,
  unstyledClasses,
  watchPage,
} from './page-sweep-pages'

test.describe.configure({ mode: 'parallel' })

/** Widest the document may be: the window, and (a phone's layout viewport widens to fit wide content) the device. */
async function overflow(page: Page, width: number): Promise<string | null> {
  const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }))
  return scrollWidth > clientWidth || innerWidth > width
    ? `${width}px: scrollWidth ${scrollWidth}, clientWidth ${clientWidth}, innerWidth ${innerWidth}`
    : null
}

/** The window's width as the page sees it, once a resize has been laid out. */
async function settledWidth(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width)
}

/** A client-side navigation away (the router's own history, as a link does) and Back: the browser renders the page. */
async function renderInBrowser(page: Page, entry: SweepEntry) {
  const here = await page.evaluate(() => location.pathname + location.search)
  await page.evaluate((away) => {
    ;(
      window as unknown as { __TSR_ROUTER__: { history: { push: (href: string) => void } } }
    ).__TSR_ROUTER__.history.push(away)
  }, entry.away)
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe(entry.away)
  await expect(page.locator('main h1, main h2').first()).toBeVisible()
  await page.evaluate(() => history.back())
  await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe(here)
}

for (const viewport of [PHONE, DESKTOP])
  test.describe(`loaded at ${viewport.width}×${viewport.height}`, () => {
    // A phone is emulated as one (touch, a layout viewport): the phone renders other islands (drawer, list/map toggle).
    test.use({ viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 })

    for (const entry of SWEEP.filter((one) => loadViewport(one) === viewport))
      test(`${entry.path}${entry.lang === 'admin-en' ? ' (en)' : ''}`, async ({ page, baseURL }) => {
        // axe on a long page and a client-side round trip: slow when the shared machine is busy.
        test.setTimeout(60_000)
        const lang = entry.lang === 'admin-en' ? 'en' : entry.lang === 'admin' ? 'pl' : entry.lang
        const publicPage = !entry.lang.startsWith('admin') && entry.shell !== false
        const scope = entry.shell === false ? 'body' : 'main'
        await quietOverlays(page)
        await blockMapTiles(page)
        if (entry.who) await signInAs(page, baseURL!, entry.who)
        if (entry.lang === 'admin-en')
          await page.context().addCookies([{ name: LANG_COOKIE, value: 'en', url: baseURL!, sameSite: 'Lax' }])
        const problems = watchPage(page, baseURL!, entry)

        const response = await page.goto(entry.path)
        expect(response?.status(), 'status').toBe(entry.status ?? 200)
        await waitForHydration(page)

        // Language and namespaces, words not keys.
        await expect(page.locator('html')).toHaveAttribute('lang', entry.htmlLang ?? lang)
        if (entry.namespaces !== undefined)
          await expect(page.locator('html')).toHaveAttribute('data-messages', entry.namespaces)
        await expect(page.locator('h1').first()).toBeVisible()
        await expectNoRawKeys(page)

        // What the server drew, and its stylesheet.
        const sheet = () => page.evaluate(() => document.querySelector('style[data-app-css]')?.textContent ?? '')
        const served = await sheet()
        // A streamed part (home's featured cards) may still be on its way after hydration on a busy machine: what the
        // server drew is its whole stream, so its skeletons are waited out (fresh clone of ec2ee10, /en at 375).
        await expect(page.locator(`${scope} [aria-busy="true"]`)).toHaveCount(0)
        // The page's own sheet (ADR 0108): the console's are the smallest, 13–19 KB.
        expect(served.length, 'inlined stylesheet').toBeGreaterThan(10_000)
        const server = await mainClasses(page, scope)
        expect(server.length, 'classes in <main>').toBeGreaterThan(entry.minClasses ?? 3)
        expect(await unstyledClasses(page), 'drawn without their rules in the page’s sheet').toEqual([])

        await expectNoA11yViolations(page)

        // The shell.
        if (publicPage) {
          const phone = viewport.width < 768
          await expect(page.getByTestId('menu-button')).toBeVisible({ visible: phone })
          await expect(page.locator('header nav').first()).toBeVisible({ visible: !phone })
          const footer = await page.locator('footer').evaluate((root) =>
            Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))
              .filter((a) => a.origin === location.origin)
              .map((a) => a.pathname),
          )
          expect(footer.length, 'footer links').toBeGreaterThanOrEqual(10)
          // A page's footer never leads to the other language (the Polish legal paths are unprefixed: extras of /pl).
          const other = lang === 'pl' ? '/en' : '/pl'
          expect(footer.filter((path) => path.startsWith(other) || (lang === 'en' && !path.startsWith('/en')))).toEqual(
            [],
          )
          // The skip link is the first stop of the tab order and jumps to <main>.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
          await page.evaluate(() => window.scrollTo(0, 0))
          await page.keyboard.press('Tab')
          await expect(page.locator('a[href="#main"]')).toBeFocused()
          await page.keyboard.press('Enter')
          await expect(page.locator('main#main')).toBeFocused()
        }

        // No sideways scrolling at the load width, nor at the other sizes reached by resizing the window; the header
        // follows (menu button below 768, navigation above). The console is checked down to the phone's 375 px: at 320
        // its overview is 334 px wide (reported).
        const sizes = (viewport.width < 768 ? [320, DESKTOP.width, 768] : [768, PHONE.width, 320]).filter(
          (width) => width >= 375 || !entry.lang.startsWith('admin'),
        )
        expect(await overflow(page, viewport.width)).toBeNull()
        for (const width of sizes) {
          await page.setViewportSize({ width, height: viewport.height })
          await settledWidth(page, width)
          expect(await overflow(page, width)).toBeNull()
          if (publicPage) {
            await expect(page.getByTestId('menu-button'), `menu button at ${width}`).toBeVisible({
              visible: width < 768,
            })
            await expect(page.locator('header nav').first(), `navigation at ${width}`).toBeVisible({
              visible: width >= 768,
            })
          }
        }
        await page.setViewportSize(viewport)
        await settledWidth(page, viewport.width)

        // The browser's own render draws the server's classes; the stylesheet stays the one that was served. The
        // unknown addresses too: a client-side return to an unknown facility once drew the error page (its loader's
        // clean-up cancelled a second run's fetch; fixed at stop 50).
        await renderInBrowser(page, entry)
        await expect.poll(() => mainClasses(page, scope)).toEqual(server)
        expect(await sheet()).toBe(served)
        expect(await page.locator('style[data-app-css]').count()).toBe(1)

        await entry.extra?.(page, viewport.width, baseURL!)

        expect(problems(), 'errors and failed requests').toEqual([])
      })
  })
