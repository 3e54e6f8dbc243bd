/**
 * Which dictionary namespaces a page needs (ADR 0027): the one table the server, the browser and the first-load
 * measure (scripts/lib/first-load.ts) read. Type imports only, so Node can load this file from a script as is.
 */
import type { pl } from './pl'

export type Namespace = keyof typeof pl

/**
 * What the shell, the not-found and error pages and every page's `head()` (titles in `pages`) render. Not `consent`:
 * the banner brings it (ADR 0107). `pages` is not in the shell's chunk: a document carries its own pages' entries
 * (ROUTE_PAGES), and the browser loads the whole namespace with the first navigation to another page (ADR 0109).
 */
export const SHELL_NAMESPACES = ['common', 'a11y', 'pages', 'form', 'account'] as const
type ShellNamespace = (typeof SHELL_NAMESPACES)[number]
export type RouteNamespace = Exclude<Namespace, ShellNamespace>

/**
 * The namespaces each route renders beyond the shell's, keyed by route id; a match chain needs the union of its
 * routes' entries (a layout's entry covers its children). A route with no entry renders the shell's alone.
 * Keyed by plain strings (the route tree's types would make the routes that read this table circular);
 * src/i18n/namespaces.test.ts fails type-check on an id that is not a route and fails when a route's code names a
 * namespace its chain does not load.
 */
export const ROUTE_NAMESPACES = {
  // Below the hero, with its code: CARD_NAMESPACES.
  '/$lang/': ['home'],
  // `place` and `search` come with the code of the parts that speak them: the islands, the search controls and the
  // toolbar (ADR 0117).
  '/$lang/facilities': ['marketplace'],
  // `reviews` comes with the reviews' static island (src/features/reviews/islands.ts).
  '/$lang/facility/$slug': ['marketplace', 'facilityPage'],
  // Issue 43: the review form of an invitation's link and how reviews are verified.
  '/$lang/review': ['reviews', 'reviewPages'],
  '/$lang/reviews-verified': ['reviewPages'],
  '/$lang/verification': ['verification'],
  '/$lang/city/$slug': ['city', 'marketplace', 'place'],
  // The `consent` namespace also holds the legal and contact pages' words and the sitemap's groups; a first visit's
  // banner loads it with its code (ADR 0107).
  '/$lang/sitemap': ['city', 'consent'],
  '/$lang/contact': ['consent'],
  '/$lang/cookies': ['consent'],
  '/$lang/privacy': ['consent'],
  '/$lang/terms': ['consent'],
  '/$lang/blog/': ['blog'],
  '/$lang/blog/$slug': ['blog'],
  '/$lang/software': ['operator'],
  '/$lang/features': ['operator', 'operatorPages'],
  '/$lang/why': ['operator', 'operatorPages'],
  '/$lang/case-studies': ['operator', 'operatorPages'],
  '/$lang/signin': ['auth'],
  // Issue 40: the password pages' own words, and sign-in's for the fields they share.
  '/$lang/signin-reset': ['auth', 'password'],
  '/$lang/account-password': ['auth', 'password'],
  // The link pages share one component with the saved-search confirmation, which speaks in its own namespace.
  '/$lang/newsletter-confirm': ['alerts'],
  '/$lang/newsletter-unsubscribe': ['alerts'],
  // Signed-in pages (private, never in a public page's first load).
  // The lists of an unverified address say so in the sign-in's words (issue 40).
  '/$lang/my-inquiries': ['panel', 'auth'],
  '/$lang/my-alerts': ['alerts', 'auth'],
  '/$lang/signin-link': ['auth'],
  '/$lang/account-data': ['auth'],
  '/$lang/alert-confirm': ['alerts'],
  '/$lang/alert-manage': ['alerts'],
  // Issue 42: the first-run checklist (the overview), the new facility and the listing's publication card.
  '/$lang/_panel': ['panel', 'onboarding'],
  // The listing editor names unit types and features in the marketplace's words.
  '/$lang/_panel/panel-listing': ['marketplace'],
  // Issue 43: a review's aspects and the published grounds, in the reviews' words.
  '/$lang/_panel/panel-reviews': ['reviews'],
  // A held unit's row names its reservation's status in the reservations' words (issue 39).
  '/$lang/_panel/panel-availability': ['reservation'],
  '/$lang/my-reservations': ['reservation', 'auth'],
  '/$lang/reservation': ['reservation'],
  '/$lang/_panel/panel-reservations/': ['reservation'],
  '/$lang/_panel/panel-reservations/$id': ['reservation'],
  '/admin': ['admin', 'adminForm'],
  // The inbox names its rows' stages and subjects in the words of the pages they came from.
  '/admin/': ['marketplace', 'inquiryForm', 'operator', 'sales', 'panel'],
  '/admin/inbox/$kind': ['marketplace', 'inquiryForm', 'operator', 'sales', 'panel'],
  '/admin/audit': ['panel', 'reservation', 'onboarding'],
  '/admin/reservations': ['reservation'],
  // The reject form is moderation's, whose reason schema lives with the panel's listing contract.
  '/admin/publication': ['onboarding', 'panel'],
  // The evidence table is the panel's own (issue 42), in its words.
  '/admin/verification': ['panel'],
  // An on-demand namespace here would never load in the browser: its file is not in the chunk table.
} as const satisfies Record<string, readonly Exclude<RouteNamespace, OnDemandNamespace>[]>

/**
 * The entries of `pages` (by page) each route renders: its head's title and description, its heading, and the few
 * other pages' words it shows. The server writes exactly these into the document; a route with no entry shows none.
 */
export const ROUTE_PAGES = {
  '/$lang/': ['home'],
  '/$lang/software': ['software'],
  '/$lang/features': ['features'],
  // The saved-search dialog (list and city pages) links the privacy policy by its heading.
  '/$lang/facilities': ['facilities', 'privacy'],
  '/$lang/city/$slug': ['privacy'],
  '/$lang/facility/$slug': ['facility'],
  '/$lang/signin': ['signin'],
  '/$lang/case-studies': ['caseStudies'],
  '/$lang/why': ['why'],
  '/$lang/sitemap': ['sitemap'],
  '/$lang/blog/': ['blog'],
  '/$lang/blog/$slug': ['blog', 'blogPost'],
  '/$lang/privacy': ['privacy'],
  '/$lang/cookies': ['cookies', 'privacy'],
  '/$lang/terms': ['terms'],
  '/$lang/verification': ['verification'],
  '/$lang/contact': ['contact'],
  '/$lang/alert-confirm': ['alertConfirm'],
  '/$lang/alert-manage': ['alertManage'],
  // The review form's thanks link home in the newsletter confirmation's words.
  '/$lang/review': ['review', 'newsletterConfirm'],
  '/$lang/reviews-verified': ['reviewsVerified'],
  '/$lang/signin-reset': ['signinReset'],
  '/$lang/account-password': ['accountPassword'],
  '/$lang/newsletter-confirm': ['newsletterConfirm'],
  '/$lang/newsletter-unsubscribe': ['newsletterUnsubscribe'],
  '/admin': ['admin'],
} as const satisfies Record<string, readonly (keyof (typeof pl)['pages'])[]>

/** The `pages` entries a chain of matched route ids renders, each once. */
export function pageWordsOf(routeIds: readonly string[]): string[] {
  return [...new Set(routeIds.flatMap((id) => (ROUTE_PAGES as Record<string, readonly string[]>)[id] ?? []))]
}

/**
 * What a facility card speaks (its distance, badge and price lines) and home's map search beyond `home`: where a
 * page's route does not speak them (home), they come with that code, never with the first load: the featured cards'
 * static island (ADR 0102), the map search on approach (ADR 0079). The server has every namespace, so its HTML is
 * whole.
 */
export const CARD_NAMESPACES = ['marketplace', 'place'] as const satisfies readonly RouteNamespace[]

/**
 * Namespaces only code fetched on demand speaks and no route lists (the software page's static islands, the list's
 * filter panel and empty state): that code loads them with itself (`onDemandWords`), so the namespace table every page
 * carries does not name their files (ADR 0110). Not the inquiry form's or the sales panels' words: the console's
 * inbox lists them as route namespaces, which the browser loads from that table before it hydrates.
 */
export type OnDemandNamespace = 'softwarePage' | 'listDeferred'

/** Every namespace a chain of matched route ids needs, the shell's first, each once. */
export function namespacesOf(routeIds: readonly string[]): Namespace[] {
  const all = new Set<Namespace>(SHELL_NAMESPACES)
  for (const id of routeIds)
    for (const namespace of (ROUTE_NAMESPACES as Record<string, readonly RouteNamespace[]>)[id] ?? [])
      all.add(namespace)
  return [...all]
}

/** The route-specific part of `namespacesOf`: what the server writes on <html> for the browser to load first. */
export function routeNamespacesOf(routeIds: readonly string[]): RouteNamespace[] {
  return namespacesOf(routeIds).filter((namespace): namespace is RouteNamespace => !isShellNamespace(namespace))
}

export function isShellNamespace(namespace: string): namespace is ShellNamespace {
  return (SHELL_NAMESPACES as readonly string[]).includes(namespace)
}
