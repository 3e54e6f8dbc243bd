import { argon2idAsync } from '@noble/hashes/argon2.js'
import { base64url, fromBase64url } from '@kernel/base64'

/**
 * Argon2id at one of OWASP's equivalent settings (m = 7 MiB, t = 5, p = 1), pure JS (Workers cannot compile WASM
 * at run time, and PBKDF2 is capped at 100k iterations there). The low-memory variant keeps a burst of logins
 * well inside a Worker isolate's 128 MB. ADR 0005. Stored hashes carry their parameters, so older ones still verify.
 * Format: argon2id$v=19$m=7168,t=5,p=1$<salt b64url>$<hash b64url>
 */
const PARAMS = { m: 7168, t: 5, p: 1, dkLen: 32 } as const

/** `tickMs`: how long the hash runs between yields to the event loop (HASH_TICK_MS, CONSOLE_HASH_TICK_MS). */
export async function hashPassword(password: string, tickMs = HASH_TICK_MS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await argon2idAsync(password, salt, { ...PARAMS, asyncTick: tickMs })
  return `argon2id$v=19$m=${PARAMS.m},t=${PARAMS.t},p=${PARAMS.p}$${base64url(salt)}$${base64url(hash)}`
}

/**
 * Milliseconds of hashing between yields to the event loop, so a cached page waits at most a few ms behind a login
 * (the library's 10 ms default, times four slots, added up to 40 ms to a cached hit; far shorter slices starve the
 * hash itself behind a flood's requests). Deployed Workers freeze the clock
 * between I/O (a Spectre mitigation), so there a hash runs in one piece whatever this says: what bounds its cost
 * there is the slot queue, the limits before it, and Cloudflare's rate-limiting rule (docs/deploy.md).
 */
const HASH_TICK_MS = 8
/**
 * An account's own network (ADR 0041) hashes in longer slices: under a flood every yield waits behind the flood's
 * requests, so fewer yields are what gets the owner in; owners are few, so cached pages barely notice.
 */
export const OWNER_HASH_TICK_MS = 50
/**
 * The console's hashes (a new user or company, a password it sets or cancels) run in the same long slices: a signed-in
 * superadministrator, rarely. In the library's 10 ms slices, on a 2-core CI machine at load 6, a new user's hash
 * waited behind the other requests' work past the edge's 10 s and answered 504.
 */
export const CONSOLE_HASH_TICK_MS = 50

/**
 * `signal`: the caller's request. A login whose client (or the edge's upstream timeout) has gone away stops within
 * one progress step instead of burning the rest of its ~150 ms of CPU; argon2's async driver only checks in
 * through onProgress, so throwing there is what ends the computation.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  signal?: AbortSignal,
  tickMs = HASH_TICK_MS,
): Promise<boolean> {
  const [algo, , params, saltText, hashText] = stored.split('$')
  if (algo !== 'argon2id' || !params || !saltText || !hashText) return false
  signal?.throwIfAborted()
  const parsed = Object.fromEntries(params.split(',').map((kv) => kv.split('=') as [string, string]))
  const expected = fromBase64url(hashText)
  const onProgress = signal ? () => signal.throwIfAborted() : undefined
  const actual = await argon2idAsync(password, fromBase64url(saltText), {
    m: Number(parsed.m),
    t: Number(parsed.t),
    p: Number(parsed.p),
    dkLen: expected.length,
    onProgress,
    asyncTick: tickMs,
  })
  return timingSafeEqual(actual, expected)
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/** A hash of a random password: verifying against it costs the same as a real one (no user-enumeration timing). */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID())
  return dummyHash
}

/**
 * The stored "hash" of an account made by a sign-in link (issue 40, ADR 0088): `password_hash` is NOT NULL, and this
 * is no Argon2id string, so verifyPassword refuses every password. Sign-in hashes the dummy instead, so such an
 * account answers as slowly as a wrong password. A password reset replaces it.
 */
export const NO_PASSWORD = '!no-password:email-link'

/** What sign-in verifies against: the account's hash, or the dummy when there is no account or no password. */
export async function storedOrDummy(stored: string | undefined): Promise<string> {
  return stored && stored !== NO_PASSWORD ? stored : dummyPasswordHash()
}
