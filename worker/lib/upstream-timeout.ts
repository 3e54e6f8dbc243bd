/** How long the edge waits for the API, by route: most calls 4.5 s, a few that do more on purpose longer. */
export const UPSTREAM_TIMEOUT_MS = 4500
/**
 * A photo upload carries up to 10 MB and waits for six variants from the Images binding (ADR 0046): seconds, not
 * milliseconds, on a phone's upload link. Only that route gets the longer wait; everything else keeps 4.5 s.
 */
export const PHOTO_UPLOAD_TIMEOUT_MS = 30_000
const PHOTO_UPLOAD = /^\/api\/panel\/facilities\/\d+\/photos$/
/**
 * A sign-in hashes a password (~150 ms of CPU) and may wait its turn for a slot: on a starved host that passed
 * 4.5 s and the owner got the edge's 504. The API answers every sign-in within 9 s itself (api/auth/login-pace.ts,
 * ADR 0057), so this bound is never what answers.
 */
export const LOGIN_TIMEOUT_MS = 10_000
/**
 * Every route that hashes a password waits as long: a password change checks the current one in login's hashing line
 * first (issue 40), then hashes the new one; a reset, and an account the console makes or sends credentials to, hash
 * one. The console's "new operator" passed 4.5 s on a loaded 2-core CI machine and answered 504.
 */
const HASHING_POSTS =
  /^\/api\/(?:auth\/login|account\/password|auth\/password-reset\/confirm|superadmin\/(?:users|clients)|superadmin\/users\/\d+\/send-credentials)$/
/** The console's user edit hashes when it sets a password. */
const HASHING_PATCH = /^\/api\/superadmin\/users\/\d+$/
/**
 * A check against the public registers asks them in two rounds of up to 3.5 s each (api/registries/http.ts,
 * issue 42): a slow register must read as "did not answer" in the evidence, never as the edge's 504.
 */
const REGISTER_CHECK = /^\/api\/(?:panel\/verification|superadmin\/verification\/\d+\/check)$/
export const timeoutOf = (request: Request) => {
  // Reads (every page's API calls) are settled before the address is parsed.
  if (request.method !== 'POST' && request.method !== 'PATCH') return UPSTREAM_TIMEOUT_MS
  const path = new URL(request.url).pathname
  if (request.method === 'PATCH') return HASHING_PATCH.test(path) ? LOGIN_TIMEOUT_MS : UPSTREAM_TIMEOUT_MS
  if (PHOTO_UPLOAD.test(path)) return PHOTO_UPLOAD_TIMEOUT_MS
  if (REGISTER_CHECK.test(path)) return LOGIN_TIMEOUT_MS
  return HASHING_POSTS.test(path) ? LOGIN_TIMEOUT_MS : UPSTREAM_TIMEOUT_MS
}
/** The one retry's wait, after a 429 or a 5xx (spec §7). */
export const RETRY_DELAY_MS = 400
