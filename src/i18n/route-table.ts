import { DEFAULT_LANG, type Lang, isLang } from '@kernel/lang'
import { brand } from '@kernel/brand'
import { PANEL_SEGMENTS, RENTER_SEGMENTS } from '@api/contract/panel-paths'
import { EMAIL_LINK_SEGMENT } from '@api/contract/email-link-paths'
import { PASSWORD_SEGMENTS } from '@api/contract/password-paths'
import { REVIEW_SEGMENTS } from '@api/contract/review-paths'

/**
 * THE route table: page id → internal router segment and public segment per language.
 * Router rewrites, worker redirects, the language switcher, canonical/hreflang and sitemaps all read it.
 */
export const PAGES = {
  home: { internal: '', pl: '', en: '' },
  software: { internal: 'software', pl: 'oprogramowanie-do-zarzadzania-self-storage', en: 'software' },
  features: { internal: 'features', pl: 'funkcje-systemu-selfstorage', en: 'features' },
  facilities: { internal: 'facilities', pl: 'magazyny-self-storage', en: 'facilities' },
  // Shares the list's public segment: `/pl/magazyny-self-storage/krakow` is a city page (parsePublicPath picks it).
  city: { internal: 'city', pl: 'magazyny-self-storage', en: 'facilities' },
  facility: { internal: 'facility', pl: 'magazyn-self-storage', en: 'self-storage-facility' },
  signin: { internal: 'signin', pl: 'logowanie', en: 'signin' },
  caseStudies: { internal: 'case-studies', pl: 'studia-przypadkow', en: 'case-studies' },
  why: { internal: 'why', pl: `dlaczego-${brand.slug}`, en: `why-${brand.slug}` },
  sitemap: { internal: 'sitemap', pl: 'mapa-strony', en: 'sitemap' },
  blog: { internal: 'blog', pl: 'blog', en: 'blog' },
  privacy: { internal: 'privacy', pl: 'polityka-prywatnosci', en: 'privacy' },
  cookies: { internal: 'cookies', pl: 'cookies', en: 'cookies' },
  terms: { internal: 'terms', pl: 'regulamin', en: 'terms' },
  contact: { internal: 'contact', pl: 'kontakt', en: 'contact' },
  // Issue 42: what the "Zweryfikowany operator" badge means; public, in the sitemap.
  verification: { internal: 'verification', pl: 'jak-weryfikujemy-operatorow', en: 'how-we-verify-operators' },
  // Result pages of the newsletter's e-mail links (api/newsletter/subscriptions.ts builds the links): two public segments.
  newsletterConfirm: { internal: 'newsletter-confirm', pl: 'newsletter/potwierdz', en: 'newsletter/confirm' },
  newsletterUnsubscribe: { internal: 'newsletter-unsubscribe', pl: 'newsletter/wypisz', en: 'newsletter/unsubscribe' },
  // Pages of the saved-search alert mails (issue 27; api/contract/alert-paths.ts builds the links).
  alertConfirm: { internal: 'alert-confirm', pl: 'alerty/potwierdz', en: 'alerts/confirm' },
  alertManage: { internal: 'alert-manage', pl: 'alerty/zarzadzaj', en: 'alerts/manage' },
  // Signed-in pages (issue 19): never cached, never in the sitemap. The panel's sections nest under its segment.
  panel: { internal: 'panel', ...PANEL_SEGMENTS.panel },
  panelInquiries: { internal: 'panel-inquiries', ...PANEL_SEGMENTS.panelInquiries },
  panelAvailability: { internal: 'panel-availability', ...PANEL_SEGMENTS.panelAvailability },
  panelListing: { internal: 'panel-listing', ...PANEL_SEGMENTS.panelListing },
  panelReviews: { internal: 'panel-reviews', ...PANEL_SEGMENTS.panelReviews },
  panelNewFacility: { internal: 'panel-new-facility', ...PANEL_SEGMENTS.panelNewFacility },
  panelVerification: { internal: 'panel-verification', ...PANEL_SEGMENTS.panelVerification },
  myInquiries: { internal: 'my-inquiries', pl: 'moje-zapytania', en: 'my-inquiries' },
  // Reservations (issue 26): the panel's list and detail, the tenant's list, and the cancel page of the mail's link.
  panelReservations: { internal: 'panel-reservations', ...PANEL_SEGMENTS.panelReservations },
  myReservations: { internal: 'my-reservations', ...RENTER_SEGMENTS.myReservations },
  reservation: { internal: 'reservation', ...RENTER_SEGMENTS.reservation },
  myAlerts: { internal: 'my-alerts', pl: 'moje-alerty', en: 'my-alerts' },
  // The page a renter's sign-in link opens (issue 40; api/contract/email-link-paths.ts builds the link).
  signinLink: { internal: 'signin-link', ...EMAIL_LINK_SEGMENT },
  // "Twoje dane" (issue 40): download and erase, for every signed-in person.
  accountData: { internal: 'account-data', pl: 'konto/dane', en: 'account/data' },
  // Issue 40: the reset page the sign-in page and the mails' links open, and a signed-in user's password change.
  signinReset: { internal: 'signin-reset', ...PASSWORD_SEGMENTS.signinReset },
  accountPassword: { internal: 'account-password', ...PASSWORD_SEGMENTS.accountPassword },
  // Issue 43: the form an invitation's link opens (noindex), and how reviews are verified (public, in the sitemap).
  review: { internal: 'review', ...REVIEW_SEGMENTS.review },
  reviewsVerified: { internal: 'reviews-verified', ...REVIEW_SEGMENTS.reviewsVerified },
} as const satisfies Record<string, { internal: string } & Record<Lang, string>>

export type PageId = keyof typeof PAGES
/** Per-user pages: rendered with the visitor's session, `private, no-store`, noindex (worker/app.ts). */
export const PRIVATE_PAGES = [
  'panel',
  'panelInquiries',
  'panelAvailability',
  'panelListing',
  'panelReviews',
  'panelNewFacility',
  'panelVerification',
  'myInquiries',
  'panelReservations',
  'myReservations',
  'reservation',
  'myAlerts',
  'signinLink',
  'accountData',
  'accountPassword',
] as const satisfies readonly PageId[]

/** Pages that take a trailing `/{slug}`. */
const SLUG_PAGES = ['facility', 'blog', 'city'] as const satisfies readonly PageId[]

const pageIds = Object.keys(PAGES) as PageId[]

/** Public path of a page, e.g. localizedPath('facility', 'pl', 'abc') → /pl/magazyn-self-storage/abc */
export function localizedPath(page: PageId, lang: Lang, slug?: string): string {
  const segment = PAGES[page][lang]
  const base = segment ? `/${lang}/${segment}` : `/${lang}`
  return slug ? `${base}/${encodeURIComponent(slug)}` : base
}

/** Unprefixed paths that render a Polish page in place (spec: "render directly"). */
export const DIRECT_RENDER: Record<string, PageId> = {
  '/cookies': 'cookies',
  '/privacy': 'privacy',
  '/polityka-prywatnosci': 'privacy',
  '/regulamin': 'terms',
}

/** Legacy unprefixed paths that permanently move to their Polish page. */
export function legacyRedirect(pathname: string): string | null {
  const exact: Record<string, PageId> = {
    '/software': 'software',
    '/features': 'features',
    '/facilities': 'facilities',
    '/signin': 'signin',
    '/case-studies': 'caseStudies',
    [`/why-${brand.slug}`]: 'why',
    [`/dlaczego-${brand.slug}`]: 'why',
    '/sitemap': 'sitemap',
    '/mapa-strony': 'sitemap',
    '/blog': 'blog',
    '/kontakt': 'contact',
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const page = exact[trimmed]
  if (page) return localizedPath(page, DEFAULT_LANG)
  const facility = /^\/facility\/([^/]+)$/.exec(trimmed)
  if (facility?.[1]) return `${localizedPath('facility', DEFAULT_LANG)}/${facility[1]}`
  return null
}

const NOT_FOUND_SEGMENT = '__not-found'

type Parsed = { lang: Lang; page: PageId; rest: string[] }

/** Reads a public path (`/pl/magazyny-self-storage`) into page id + language, or null when it is not a page. */
export function parsePublicPath(pathname: string): Parsed | null {
  const direct = DIRECT_RENDER[pathname.replace(/\/+$/, '')]
  if (direct) return { lang: DEFAULT_LANG, page: direct, rest: [] }
  const [first, second = '', ...rest] = pathname.split('/').filter(Boolean)
  if (!isLang(first)) return null
  const matches = pageIds.filter((id) => PAGES[id][first] === decodeSafe(second))
  // Pages sharing a segment (the list and a city) are told apart by whether a slug follows.
  const page = matches.find((id) => (SLUG_PAGES as readonly PageId[]).includes(id) === rest.length > 0) ?? matches[0]
  // A section under a page's segment (`panel-operatora/zapytania`) is its own page.
  const nested =
    !page || (rest.length && !(SLUG_PAGES as readonly PageId[]).includes(page))
      ? parseNestedPath(first, [second, ...rest])
      : null
  if (nested || !page) return nested
  if (page === 'home' && second) return null
  return { lang: first, page, rest }
}

/** Pages whose public segment has a slash in it (`newsletter/potwierdz`). */
const NESTED_PAGES = pageIds.filter((id) => PAGES[id].pl.includes('/') || PAGES[id].en.includes('/'))

function parseNestedPath(lang: Lang, segments: string[]): Parsed | null {
  for (const page of NESTED_PAGES) {
    const parts = PAGES[page][lang].split('/')
    if (parts.every((part, i) => decodeSafe(segments[i] ?? '') === part))
      return { lang, page, rest: segments.slice(parts.length) }
  }
  return null
}

/**
 * The router maps every link of every render through these two; a page has a few dozen distinct paths, so the
 * answers are remembered (bounded: a crawler's random paths cannot grow it without limit).
 */
function memoized(map: (pathname: string) => string): (pathname: string) => string {
  const seen = new Map<string, string>()
  return (pathname) => {
    let mapped = seen.get(pathname)
    if (mapped === undefined) {
      if (seen.size >= 2000) seen.clear()
      mapped = map(pathname)
      seen.set(pathname, mapped)
    }
    return mapped
  }
}

/** Maps a public path to the router's internal path (`/pl/facilities`); unknown segments map to a path no route matches. */
export const toInternalPath = memoized((pathname) => {
  const parsed = parsePublicPath(pathname)
  if (!parsed) {
    const [first, ...rest] = pathname.split('/').filter(Boolean)
    // A language prefix with a segment of the wrong language must not render (no duplicate content).
    if (isLang(first) && rest.length) return `/${first}/${NOT_FOUND_SEGMENT}/${rest.join('/')}`
    return pathname
  }
  const internal = PAGES[parsed.page].internal
  return '/' + [parsed.lang, internal, ...parsed.rest].filter(Boolean).join('/')
})

/** Maps the router's internal path back to the public path. */
export const toPublicPath = memoized((pathname) => {
  const [first, second = '', ...rest] = pathname.split('/').filter(Boolean)
  if (!isLang(first)) return pathname
  if (second === NOT_FOUND_SEGMENT) return '/' + [first, ...rest].join('/')
  const page = pageIds.find((id) => PAGES[id].internal === second)
  if (!page) return pathname
  return '/' + [first, PAGES[page][first], ...rest].filter(Boolean).join('/')
})

/** The same page in another language (for the switcher and hreflang). Slugs stay as they are unless a mapper is given. */
export type SlugMapper = (page: PageId, slug: string, to: Lang) => string | null

export function switchLangPath(pathname: string, to: Lang, mapSlug?: SlugMapper): string {
  const parsed = parsePublicPath(pathname)
  if (!parsed) return `/${to}`
  const [slug] = parsed.rest
  if (!slug) return localizedPath(parsed.page, to)
  const mapped = mapSlug ? mapSlug(parsed.page, decodeSafe(slug), to) : decodeSafe(slug)
  // A slug with no counterpart in the other language falls back to that page's list.
  return mapped ? localizedPath(parsed.page, to, mapped) : localizedPath(parsed.page, to)
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
