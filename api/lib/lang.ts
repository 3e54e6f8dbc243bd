import type { ContentLang } from '../contract/marketplace'

/**
 * The language an API request asks for. The same rule as the edge's marketplace cache key
 * (worker/routes/api-proxy.ts), so a cached English answer is never served to a Polish request or back.
 */
export const requestLang = (acceptLanguage: string | undefined | null): ContentLang =>
  (acceptLanguage ?? '').toLowerCase().startsWith('en') ? 'en' : 'pl'
