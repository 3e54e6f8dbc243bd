/**
 * Public paths of the newsletter's result pages, as the route table has them (src/i18n/route-table.ts, checked by a
 * test there). The token travels in the fragment: it never reaches a server log, a cache key or a Referer, and a
 * mail scanner that prefetches links confirms nothing, because only the page's script sends the token.
 */
export const NEWSLETTER_PATHS = {
  confirm: { pl: '/pl/newsletter/potwierdz', en: '/en/newsletter/confirm' },
  unsubscribe: { pl: '/pl/newsletter/wypisz', en: '/en/newsletter/unsubscribe' },
} as const
