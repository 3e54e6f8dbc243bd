import type { Lang } from '@kernel/lang'

/**
 * Public paths the alert mails link to, as the route table has them (src/i18n/route-table.ts; a test there checks
 * they agree). Tokens travel in the fragment: never in a server log, a cache key or a Referer, and a mail scanner
 * that prefetches links changes nothing, because only the page's script sends them.
 */
export const ALERT_PATHS = {
  confirm: { pl: '/pl/alerty/potwierdz', en: '/en/alerts/confirm' },
  manage: { pl: '/pl/alerty/zarzadzaj', en: '/en/alerts/manage' },
  facility: { pl: '/pl/magazyn-self-storage', en: '/en/self-storage-facility' },
  list: { pl: '/pl/magazyny-self-storage', en: '/en/facilities' },
} as const

/** RFC 8058 one-click unsubscribe: a mail client POSTs here (worker/routes/alert-one-click.ts); a GET leads to manage. */
export const ALERT_ONE_CLICK_PATH = '/alerts/one-click'

export const alertManageUrl = (origin: string, lang: Lang, id: number, token: string) =>
  `${origin}${ALERT_PATHS.manage[lang]}#id=${id}&token=${token}`

export const alertOneClickUrl = (origin: string, lang: Lang, id: number, token: string) =>
  `${origin}${ALERT_ONE_CLICK_PATH}?${new URLSearchParams({ lang, id: String(id), token })}`
