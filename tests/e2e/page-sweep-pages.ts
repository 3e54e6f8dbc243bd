import type { Page } from '@playwright/test'
import { BLOG_SLUGS } from '@content/blog/slugs'
import { LANGS, type Lang } from '@kernel/lang'
import { localizedPath, PAGES, type PageId } from '~/i18n/route-table'
import { expectNoA11yViolations } from './a11y'
import { type Account, SEED } from './fixtures'
import { expectVisibleRing } from './keyboard'
import { expect } from './test'

/** The page sweep's table (page-sweep.spec.ts): which pages, as whom, and what each promises beyond the common checks. */

export const PHONE = { width: 375, height: 812 } as const
export const DESKTOP = { width: 1280, height: 800 } as const

/**
 * Each entry is loaded once (issue 37: a load costs a second of CPU), at the size its language is swept at: Polish
 * (and the console in Polish) on a desktop, English on a phone. The other size is reached on the same load by
 * resizing the window, so every page meets both layouts, and both a desktop and a phone load meet every page kind.
 */
export function loadViewport(entry: SweepEntry) {
  return entry.lang === 'en' || entry.lang === 'admin-en' ? PHONE : DESKTOP
}

export const TENANT: Account = { email: 'tenant@skrytka.test', password: SEED.client.password }

export type SweepEntry = {
  path: string
  /** A public page's language, or the console in Polish ('admin') or English ('admin-en', by the language cookie). */
  lang: Lang | 'admin' | 'admin-en'
  who?: Account
  /** The document's status (200 unless said). */
  status?: number
  /** `data-messages` on <html>: the dictionary namespaces the page downloads (ADR 0027), where pinned. */
  namespaces?: string
  /** Same-origin answers of 400 and above the page asks for on purpose (an unknown facility's API 404). */
  expectedErrors?: RegExp
  /** Where the client-side round trip goes before coming back (any other page). */
  away: string
  minClasses?: number
  /** `lang` on <html> where it is not the entry's language: the console's 404 ignores the language cookie (reported). */
  htmlLang?: Lang
  /**
   * false: the page renders without the site's shell (no header, footer, skip link or <main>): the unknown facility's
   * and city's not-found page does today (reported, issue 37 sweep); its classes are compared over <body>.
   */
  shell?: false
  /** What this page promises beyond the sweep's checks, on the same load (run last). */
  extra?: (page: Page, width: number, baseURL: string) => Promise<void>
}

const SLUGS: Partial<Record<PageId, Record<Lang, string>>> = {
  facility: { pl: 'lockerbox-warszawa', en: 'sunbox24-warszawa' },
  city: { pl: 'krakow', en: 'krakow' },
}
const ARTICLE = BLOG_SLUGS['self-storage-trends-2026']
const NAMESPACES: Partial<Record<PageId, string>> = {
  home: 'home',
  facilities: 'marketplace',
  software: 'operator',
  contact: 'consent',
  facility: 'marketplace facilityPage',
}
const OPERATOR_PAGES: PageId[] = [
  'panel',
  'panelInquiries',
  'panelAvailability',
  'panelListing',
  'panelReservations',
  'panelReviews',
  'panelNewFacility',
  'panelVerification',
]
const TENANT_PAGES: PageId[] = ['myInquiries', 'myReservations', 'myAlerts', 'accountData', 'accountPassword']

/** The unprefixed legal paths of the Polish footer (spec): each must render directly, no redirect. */
const PL_LEGAL = { Regulamin: '/regulamin', 'Polityka prywatności': '/polityka-prywatnosci', 'Mapa strony': '/sitemap' }

const extras: Record<string, SweepEntry['extra']> = {
  '/pl': async (page, width) => {
    await expect(page.getByTestId('facility-card')).toHaveCount(3)
    await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:\+48/)
    const footer = page.locator('footer')
    for (const [name, href] of Object.entries(PL_LEGAL))
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    if (width < 768) return
    // Styles kept after hydration: the page container (`mx: 'auto'`), the header's height, the heading's weight.
    const header = page.getByRole('banner')
    await expect(header.locator('div').first()).toHaveCSS('margin-left', /^(?!0px)/)
    expect((await header.boundingBox())?.height).toBeGreaterThan(40)
    await expect(page.locator('main h1')).toHaveCSS('font-weight', /^(700|800|900)$/)
    await expectVisibleRing(page.getByTestId('hero-search'))
  },
  [localizedPath('facilities', 'pl')]: async (page, width) => {
    await expect(page.locator('main h1')).toHaveCSS('font-weight', /^(600|700|800|900)$/)
    if (width < 768) return
    const card = page.getByTestId('facility-card').first()
    await expectVisibleRing(card.getByRole('link').first(), card)
    await expectVisibleRing(page.getByTestId('map-search'))
    await page.getByTestId('map-section').scrollIntoViewIfNeeded()
    const canvas = page.locator('.maplibregl-canvas')
    await expect(canvas).toBeAttached()
    await expectVisibleRing(canvas, page.getByRole('region', { name: 'Mapa magazynów' }))
  },
  [localizedPath('facility', 'pl', 'lockerbox-warszawa')]: async (page) => {
    const reserve = page.getByRole('button', { name: 'Zarezerwuj A-103' })
    await expect(reserve).toBeVisible()
    await expect(reserve).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(reserve).toHaveCSS('cursor', 'pointer')
    // Issue 42: the badge opens from the keyboard and names what was checked and when (a state no load shows).
    const badge = page.getByTestId('verified-badge').first()
    await badge.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(badge.getByText(/^Biała lista VAT, KRS, REGON — sprawdzono \d\d\.\d\d\.\d{4}$/)).toBeVisible()
    await expect(badge.getByRole('link', { name: 'Jak weryfikujemy operatorów' })).toBeVisible()
    await expectNoA11yViolations(page)
  },
  [localizedPath('sitemap', 'en')]: async (page) => {
    const sitemap = await page.locator('main').evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .filter((a) => a.origin === location.origin)
        .map((a) => a.pathname),
    )
    expect(sitemap.length).toBeGreaterThanOrEqual(15)
    expect(sitemap.filter((path) => !path.startsWith('/en'))).toEqual([])
    // Each legal link opens an English page (no redirect to Polish on the way).
    for (const name of ['Terms', 'Privacy policy', 'Cookies']) {
      const href = await page.locator('footer').getByRole('link', { name, exact: true }).getAttribute('href')
      const response = await page.request.get(href!, { maxRedirects: 0 })
      expect(response.status(), href!).toBe(200)
      expect(await response.text()).toContain('<html lang="en"')
    }
  },
  // Issue 42: the operator checks again; the fake register confirms the seeded company (no load of its own).
  [localizedPath('panelVerification', 'pl')]: async (page) => {
    await expect(page.getByTestId('verification-status')).toHaveText('Zweryfikowana')
    await page.getByRole('button', { name: 'Sprawdź ponownie' }).click()
    await expect(page.getByTestId('toasts')).toContainText('Sprawdzono firmę w rejestrach.')
    await expect(page.getByTestId('verification-status')).toHaveText('Zweryfikowana')
    await expect(page.getByTestId('evidence-krs')).toContainText('Zgodne')
  },
  '/en/nie-ma-takiej-strony': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle('Page not found (404) – Skrytka')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  },
  '/pl/nie-ma-takiej-strony': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ups! Nie znaleziono strony')
    await expect(page).toHaveTitle('Nie znaleziono strony (404) – Skrytka')
  },
}

const adminExtras: Record<string, SweepEntry['extra']> = {
  // Issue 42: the operator's page leads to its verification (client-side, no load of its own): a verified seeded
  // company's evidence, and the decision refused without a reason (states no load shows).
  '/admin/clients/1': async (page, width) => {
    if (width < 768) return
    await page.getByRole('link', { name: 'Weryfikacja w rejestrach publicznych: status i dowody' }).click()
    await expect(page.getByRole('heading', { name: 'Dowody: Lockerbox Sp. z o.o.' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Wyniki ostatniego sprawdzenia' })).toBeVisible()
    await expect(page.getByTestId('evidence-vat')).toContainText('Zgodne')
    const decision = page.getByTestId('verification-decision')
    await decision.getByRole('button', { name: 'Zapisz decyzję' }).click()
    await expect(decision.getByLabel('Powód (wymagany)')).toHaveAttribute('aria-invalid', 'true')
    await expect(decision.getByLabel('Powód (wymagany)')).toBeFocused()
    await expectNoA11yViolations(page)
  },

  '/admin': async (page) => {
    await expect(page).toHaveTitle(/Panel administratora/)
  },
  '/admin/nie-ma-takiej-strony': async (page) => {
    await expect(page).toHaveTitle('Nie znaleziono strony (404) – Skrytka')
  },
  '/admin/clients/new': async (page, width) => {
    if (width < 768) return
    // A form with errors: a state no load shows. The invalid field shows a ring (WCAG 2.4.7, 1.4.11).
    await page.getByRole('button', { name: 'Utwórz operatora' }).focus()
    await page.keyboard.press('Enter')
    const field = page.getByLabel('Osoba kontaktowa')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expectVisibleRing(field)
    await expectNoA11yViolations(page)
  },
}

function publicEntries(lang: Lang): SweepEntry[] {
  const away = (path: string) =>
    path === localizedPath('contact', lang) ? localizedPath('terms', lang) : localizedPath('contact', lang)
  const entry = (path: string, more: Partial<SweepEntry> = {}): SweepEntry => ({
    path,
    lang,
    away: away(path),
    extra: extras[path],
    ...more,
  })
  const entries: SweepEntry[] = []
  for (const id of Object.keys(PAGES) as PageId[]) {
    const who = OPERATOR_PAGES.includes(id) ? SEED.client : TENANT_PAGES.includes(id) ? TENANT : undefined
    entries.push(entry(localizedPath(id, lang, SLUGS[id]?.[lang]), { who, namespaces: NAMESPACES[id] }))
    if (id === 'blog') entries.push(entry(localizedPath('blog', lang, ARTICLE[lang]), { namespaces: 'blog' }))
  }
  // Where a mistyped address lands: the not-found page, with a 404.
  const unknown = { status: 404, expectedErrors: /\/api\/.*(nie-ma-takiego|nie-ma-takiej)/ }
  entries.push(
    entry(localizedPath('facility', lang, 'nie-ma-takiego-obiektu'), unknown),
    entry(localizedPath('city', lang, 'nie-ma-takiego-miasta'), unknown),
    entry(localizedPath('blog', lang, 'nie-ma-takiego-artykulu'), unknown),
    entry(`/${lang}/nie-ma-takiej-strony`, unknown),
  )
  return entries
}

const ADMIN_PAGES = [
  '/admin',
  '/admin/audit',
  '/admin/clients',
  '/admin/clients/new',
  '/admin/clients/1',
  '/admin/facilities',
  '/admin/facilities/new',
  '/admin/facilities/1',
  '/admin/inbox/inquiries',
  '/admin/reservations',
  '/admin/reviews',
  '/admin/publication',
  '/admin/users',
  '/admin/users/new',
  '/admin/users/1',
]

function adminEntries(lang: 'admin' | 'admin-en'): SweepEntry[] {
  const entry = (path: string, more: Partial<SweepEntry> = {}): SweepEntry => ({
    path,
    lang,
    who: SEED.admin,
    away: path === '/admin/audit' ? '/admin' : '/admin/audit',
    extra: lang === 'admin' ? adminExtras[path] : undefined,
    ...more,
  })
  // A console 404 speaks the console's language too (the cookie's).
  const notFound = entry('/admin/nie-ma-takiej-strony', { status: 404, htmlLang: lang === 'admin-en' ? 'en' : 'pl' })
  return [...ADMIN_PAGES.map((path) => entry(path)), notFound]
}

export const SWEEP: SweepEntry[] = [
  ...LANGS.flatMap(publicEntries),
  // Two more states of marketplace pages (marketplace-a11y): a facility with no e-mail, a list with a search.
  {
    path: localizedPath('facility', 'pl', 'skladuj-tatary-lublin'),
    lang: 'pl',
    namespaces: 'marketplace facilityPage',
    away: localizedPath('contact', 'pl'),
  },
  { path: `${localizedPath('facilities', 'en')}?q=Warszawa`, lang: 'en', away: localizedPath('contact', 'en') },
  ...adminEntries('admin'),
  ...adminEntries('admin-en'),
]

/**
 * Watches a page from before its load: uncaught errors, errors it logs (the dictionary's "[i18n]", React's hydration
 * errors; a failed request's own console line is judged as a request), same-origin requests that fail, and
 * same-origin subresources answered 400 or above that the entry does not expect. Returns a reader.
 */
export function watchPage(page: Page, baseURL: string, entry: SweepEntry): () => string[] {
  const problems: string[] = []
  const origin = new URL(baseURL).origin
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`)
  })
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? ''
    // Requests the test aborts itself (map tiles) and fetches the app cancels on purpose (a query left behind).
    if (blocked(request.url()) || failure === 'net::ERR_ABORTED') return
    problems.push(`failed: ${request.method()} ${request.url()} ${failure}`)
  })
  page.on('response', (response) => {
    const request = response.request()
    if (!response.url().startsWith(origin) || response.status() < 400) return
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return
    if (entry.expectedErrors?.test(response.url())) return
    problems.push(`${response.status()}: ${request.method()} ${response.url()}`)
  })
  return () => problems
}

const TILES = /^https:\/\/tiles\.openfreemap\.org\//
const blocked = (url: string) => TILES.test(url)

/** The map's tiles come from another site: not ours to test, and no network is needed to run the sweep. */
export async function blockMapTiles(page: Page) {
  await page.route(TILES, (route) => route.abort())
}

/** Text that looks like a dictionary key ("marketplace.card.title") rather than words. */
const RAW_KEY =
  /\b(common|pages|home|marketplace|operator|blog|admin|consent|auth|a11y|place|city|form|adminForm|account|panel|search|alerts|reservation)\.[a-z][A-Za-z]*\.?[A-Za-z.]*\b/

export async function expectNoRawKeys(page: Page) {
  expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0], 'a dictionary key printed').toBeUndefined()
}

/**
 * The maps' islands: the list's map frame and the facility page's map. What is inside one is left out of a page's
 * classes (its placeholder or "loading" line, then the library's canvas and controls): it changes whenever the map's
 * lazy chunk arrives or the island scrolls into view (a return by Back can restore a scroll that shows the facility's
 * map at once), before or after either render, and the map library's own classes are not ours.
 */
const MAPS = '[data-testid="map-frame"], [data-testid="detail-map"]'

/** Every distinct class attribute inside <main>, sorted: what the render drew, not how many times (maps aside). */
export const mainClasses = (page: Page, scope = 'main') =>
  page.locator(scope).evaluate(
    (main, maps) =>
      [
        ...new Set(
          [...main.querySelectorAll('[class]')]
            .filter((el) => el.matches(maps) || !el.closest(maps))
            .map((el) =>
              (el.getAttribute('class') ?? '')
                .split(' ')
                .filter((name) => !name.startsWith('maplibregl-'))
                .join(' '),
            )
            .filter((names) => names.trim() !== ''),
        ),
      ].sort(),
    MAPS,
  )

/**
 * ADR 0108: the classes the document draws once loaded (the server's HTML and what hydration and the first lazy
 * parts added: the consent banner, the overlays) that the whole sheet styles but the page's own inlined sheet does not.
 * Read before any client-side navigation, which adds the whole sheet.
 */
export const unstyledClasses = (page: Page) =>
  page.evaluate(async () => {
    const own = document.querySelector<HTMLElement>('style[data-app-css]')
    const full = own?.dataset.full
    if (!own || !full) return ['no inlined sheet, or no whole sheet named']
    const styled = (css: string) =>
      new Set(
        // A class named only inside `:has(…)` is not what the rule styles (the map's canvas in a frame's focus ring).
        [...css.replace(/:has\((?:[^()]|\([^()]*\))*\)/g, '').matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) =>
          m[1]!.replace(/\\(.)/g, '$1'),
        ),
      )
    const whole = styled(await (await fetch(full)).text())
    const mine = styled(own.textContent ?? '')
    const drawn = new Set([...document.body.querySelectorAll('[class]')].flatMap((el) => [...el.classList]))
    // The map library's own classes are not ours: our rules name them only inside our frames' selectors.
    return [...drawn].filter((name) => whole.has(name) && !mine.has(name) && !name.startsWith('maplibregl-'))
  })
