import type { Lang } from '@kernel/lang'

/**
 * The RFC 8058 one-click address in newsletter mail (`List-Unsubscribe`): a POST there unsubscribes without a page;
 * a GET (a person, or a scanner following links) only leads to the unsubscribe page, whose button does it
 * (worker/routes/newsletter-one-click.ts).
 */
export const ONE_CLICK_PATH = '/newsletter/one-click'

export const oneClickUrl = (origin: string, p: { lang: Lang; id: number; token: string }) =>
  `${origin}${ONE_CLICK_PATH}?${new URLSearchParams({ lang: p.lang, id: String(p.id), token: p.token })}`
