import { argon2idAsync } from '@noble/hashes/argon2.js'
import { base64url, fromBase64url } from './crypto'

/**
 * Argon2id at one of OWASP's equivalent settings (m = 7 MiB, t = 5, p = 1), pure JS (Workers cannot compile WASM
 * at run time, and PBKDF2 is capped at 100k iterations there). The low-memory variant keeps a burst of logins
 * well inside a Worker isolate's 128 MB. ADR 0005. Stored hashes carry their parameters, so older ones still verify.
 * Format: argon2id$v=19$m=7168,t=5,p=1$<salt b64url>$<hash b64url>
 */
const PARAMS = { m: 7168, t: 5, p: 1, dkLen: 32 } as const

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await argon2idAsync(password, salt, PARAMS)
  return `argon2id$v=19$m=${PARAMS.m},t=${PARAMS.t},p=${PARAMS.p}$${base64url(salt)}$${base64url(hash)}`
}

/**
 * `signal`: the caller's request. A login whose client (or the edge's upstream timeout) has gone away stops within
 * one progress step instead of burning the rest of its ~150 ms of CPU; argon2's async driver only checks in
 * through onProgress, so throwing there is what ends the computation.
 */
export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
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
  })
  return timingSafeEqual(actual, expected)
}

/**
 * Hashes one isolate runs at once. Beyond a couple, more concurrent hashes only make each slower and starve every
 * other request of CPU (30 parallel logins pushed list latency from 15 ms to 4.5 s); excess callers are turned
 * away before any hashing starts.
 */
export const MAX_CONCURRENT_HASHES = 4
/**
 * A slot is a lease, not only a try/finally: when the edge gives up on a request (its upstream timeout), workerd
 * may never resume that request's pending work, so a `finally` can fail to run and the slot would stay taken for the
 * isolate's life. Slots are freed on abort and expire after a bound no real hash comes near (~150 ms each).
 */
export const HASH_LEASE_MS = 10_000
const leases = new Map<symbol, number>()

/** Runs `work` in a hashing slot, or returns null at once when every slot is taken. */
export async function withHashSlot<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<{ value: T } | null> {
  const now = Date.now()
  for (const [lease, since] of leases) if (now - since > HASH_LEASE_MS) leases.delete(lease)
  if (leases.size >= MAX_CONCURRENT_HASHES) return null
  const lease = Symbol('hash')
  const release = () => leases.delete(lease)
  leases.set(lease, now)
  signal?.addEventListener('abort', release, { once: true })
  try {
    return { value: await work() }
  } finally {
    release()
    signal?.removeEventListener('abort', release)
  }
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
