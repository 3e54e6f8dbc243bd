import type { Context } from 'hono'
import type { ApiEnv } from '../types'
import { enterAccount } from './account-gate'
import { ApiFailure } from '../lib/errors'
import { clientIp, isolateLimit, limitFromEnv, rateLimit } from '../lib/rate-limit'

/**
 * Who may spend a password hash, and in what order (ADR 0015, ADR 0041, ADR 0070). Every check here costs no
 * hashing; the in-isolate judgements cost no I/O either, and every one of them is made before any D1 write, so a
 * refused attempt writes nothing. The one D1 read a refusal may cost is the proof that an account's attempt comes
 * from a network the account never used: the owner's own network is never refused by the account's judgements.
 */
export const LOGIN_WINDOW_S = 15 * 60
/** An account failing from this many networks within the last LOGIN_WINDOW_S is under a distributed guessing attack. */
export const SLOWDOWN_NETWORKS = 10
/** While it is, unknown networks share one attempt per this many seconds at that account. */
export const SLOWDOWN_EVERY_S = 10
/** A network an account signed in from counts as its own for this long. */
export const KNOWN_NETWORK_DAYS = 90

export type LoginGate = {
  network: string
  pairKey: string
  /** The account has signed in from this network before: it goes to the front of the hashing line. */
  known: boolean
  /** Frees the account gate this attempt holds (a no-op for the account's own networks). */
  leave: () => void
}

/** Answered 429 with `Retry-After: 1` (paced like every sign-in refusal, ADR 0057). */
export const busy = () => new ApiFailure(429, 'RATE_LIMITED', 'Too many requests', undefined, { 'Retry-After': '1' })

const keys = (network: string, email: string) => ({
  ip: `login-ip:${network}`,
  pair: `login-pair:${network}:${email}`,
  slow: `login-slow:${email}`,
})

/**
 * Throws 429 (with Retry-After) when this attempt may not be hashed; otherwise says whose network it is and holds
 * the account's gate for an unknown network (ADR 0057) until `leave()`. Order (ADR 0070): this isolate's counts,
 * whether the network is the account's own (this isolate's memory, else one D1 read), the account's judgements for
 * unknown networks (its slowdown, its gate) — all before the first D1 write — then D1's counts, which see every
 * isolate and location.
 */
export async function admitLogin(c: Context<ApiEnv>, email: string): Promise<LoginGate> {
  const network = clientIp(c)
  const key = keys(network, email)
  const perIp = limitFromEnv(c.env.RATE_LIMIT_LOGIN_PER_IP, 50)
  const perPair = limitFromEnv(c.env.RATE_LIMIT_LOGIN_PER_EMAIL, 10)
  // The cheap judgement first: this isolate alone has already seen too many.
  isolateLimit(key.ip, perIp, LOGIN_WINDOW_S)
  isolateLimit(key.pair, perPair, LOGIN_WINDOW_S)
  const known = await isKnownNetwork(c, email, network)
  // An account this isolate already knows to be under attack: unknown networks are judged here, without D1 writes.
  if (!known && (slowedAccounts.get(email) ?? 0) > Date.now()) isolateLimit(key.slow, 1, SLOWDOWN_EVERY_S, true)
  // A flood rotating networks gets one attempt at a time per account; the owner's networks never wait here.
  const leave = known ? () => undefined : enterAccount(email)
  if (!leave) throw busy()
  try {
    // Then D1, which counts every isolate and location.
    await rateLimit(c, key.ip, perIp, LOGIN_WINDOW_S)
    await rateLimit(c, key.pair, perPair, LOGIN_WINDOW_S)
    if (!known) {
      const until = await slowedUntil(c, email)
      if (until > Date.now()) {
        rememberSlowed(email, until)
        await rateLimit(c, key.slow, 1, SLOWDOWN_EVERY_S, true)
      }
    }
    return { network, pairKey: key.pair, known, leave }
  } catch (error) {
    leave()
    throw error
  }
}

/** A failed attempt: its network counts towards the account's slowdown for the next LOGIN_WINDOW_S. */
export async function recordLoginFailure(c: Context<ApiEnv>, email: string, gate: LoginGate) {
  await c.var.db
    .prepare(
      `INSERT INTO login_failures (email, network, failed_at) VALUES (?, ?, ?)
       ON CONFLICT (email, network) DO UPDATE SET failed_at = excluded.failed_at`,
    )
    .bind(email, gate.network, Math.floor(Date.now() / 1000))
    .run()
}

/** A successful sign-in: the network becomes the account's own. */
export async function rememberNetwork(c: Context<ApiEnv>, email: string, network: string) {
  await c.var.db
    .prepare(
      `INSERT INTO login_networks (email, network, last_success_at) VALUES (?, ?, ?)
       ON CONFLICT (email, network) DO UPDATE SET last_success_at = excluded.last_success_at`,
    )
    .bind(email, network, Math.floor(Date.now() / 1000))
    .run()
  rememberKnown(email, network)
}

async function isKnownNetwork(c: Context<ApiEnv>, email: string, network: string): Promise<boolean> {
  if ((knownNetworks.get(`${email} ${network}`) ?? 0) > Date.now()) return true
  const since = Math.floor(Date.now() / 1000) - KNOWN_NETWORK_DAYS * 86_400
  const row = await c.var.db
    .prepare('SELECT 1 AS known FROM login_networks WHERE email = ? AND network = ? AND last_success_at >= ?')
    .bind(email, network, since)
    .first<{ known: number }>()
  if (row) rememberKnown(email, network)
  return row !== null
}

/**
 * Networks this isolate has seen to be an account's own, for an hour: the owner's next attempts skip the D1 read.
 * Only ever a yes (a no could turn into a yes in another isolate at any moment); bounded like the other memories.
 */
const knownNetworks = new Map<string, number>()
const KNOWN_MEMO_MS = 60 * 60_000
function rememberKnown(email: string, network: string) {
  if (knownNetworks.size >= 10_000) knownNetworks.clear()
  knownNetworks.set(`${email} ${network}`, Date.now() + KNOWN_MEMO_MS)
}

/** Accounts under a distributed attack, as this isolate last saw in D1, until that attack would age out. Bounded. */
const slowedAccounts = new Map<string, number>()
function rememberSlowed(email: string, until: number) {
  if (slowedAccounts.size >= 10_000) slowedAccounts.clear()
  slowedAccounts.set(email, until)
}

/**
 * Until when (ms) the account stays slowed if no other network fails: the moment its SLOWDOWN_NETWORKS-th latest
 * failing network leaves the span. 0 when fewer have failed. A sliding span, so a quarter hour's turn frees nothing.
 */
async function slowedUntil(c: Context<ApiEnv>, email: string): Promise<number> {
  const now = Math.floor(Date.now() / 1000)
  const row = await c.var.db
    .prepare(
      `SELECT failed_at FROM login_failures WHERE email = ? AND failed_at > ?
       ORDER BY failed_at DESC LIMIT 1 OFFSET ${SLOWDOWN_NETWORKS - 1}`,
    )
    .bind(email, now - LOGIN_WINDOW_S)
    .first<{ failed_at: number }>()
  return row ? (row.failed_at + LOGIN_WINDOW_S) * 1000 : 0
}
