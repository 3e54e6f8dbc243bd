import { brand } from './brand'

/**
 * Names that more than one layer must spell the same way: the browser and the edge (language cookie), the edge and
 * the API (API key, cache purge, request id), the edge and the app (CSP nonce).
 */

/** Session cookie; over HTTPS it takes the `__Host-` prefix, so browsers insist on Secure, Path=/ and no Domain. */
export const SESSION_COOKIE = 'skrytka_session'
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`
/**
 * Readable by the page's script, unlike the session: "this browser has signed in", so only such a browser asks
 * /api/user/me who it is. Anonymous visitors — nearly everyone — send no request and log no 401. It is a hint, not
 * a credential: the session cookie alone decides.
 */
export const SIGNED_IN_HINT_COOKIE = 'skrytka_signed_in'
/**
 * The D1 bookmark of a browser's last write (ADR 0020), set by the API; over HTTPS with the `__Host-` prefix. API
 * clients send and receive it as a header instead.
 */
export const BOOKMARK_COOKIE = 'skrytka_d1'
export const BOOKMARK_HEADER = 'x-d1-bookmark'

/** Cookie mirror of the chosen language, so the edge can honour it at `/`. */
export const LANG_COOKIE = 'preferred-language'
/** localStorage keys of the chosen language (the second one for i18next-era compatibility). */
export const LANG_STORAGE_KEYS = ['preferred-language', 'i18nextLng'] as const
/**
 * localStorage key of the cookie-consent choice; the version suffix changes when the categories do. Named after the
 * brand: the banner's inline script carries it in every page's HTML (ADR 0116), which names no other brand.
 */
export const CONSENT_STORAGE_KEY = `${brand.slug}-consent-v1`
/**
 * Cookie that says only that a consent choice is stored (not what it is), so the edge sends a returning visitor's
 * pages without the banner's server copy (ADR 0116). Strictly necessary: it serves the choice itself.
 */
export const CONSENT_CHOSEN_COOKIE = 'skrytka-consent'
/** The id of the banner's server copy in every public page (src/features/consent/consent-banner.tsx). */
export const CONSENT_COPY_ID = 'consent-copy'

/** Made at the edge for every request, forwarded to the API and shown on error pages as the reference code. */
export const REQUEST_ID_HEADER = 'x-request-id'
/** The edge hands the page renderer this response's CSP nonce in this request header. */
export const NONCE_HEADER = 'x-csp-nonce'
/** The header that carries the API key from the edge to the API when `API_KEY_HEADER` is not set. */
export const DEFAULT_API_KEY_HEADER = 'x-api-key'
/** The API asks the edge to drop cached marketplace answers with `x-cache-purge: marketplace` (stripped there). */
export const CACHE_PURGE_HEADER = 'x-cache-purge'
export const PURGE_MARKETPLACE = 'marketplace'
/** The visitor's address, set by Cloudflare's edge (never trusted from elsewhere: the edge sets it). */
export const CLIENT_IP_HEADER = 'cf-connecting-ip'
