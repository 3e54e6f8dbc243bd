import type { Context } from 'hono'
import type { ApiEnv } from '../types'
import { clientIp, isolateLimit, limitFromEnv, rateLimit } from './rate-limit'

/**
 * Who may spend a password hash, and in what order (ADR 0015, ADR 0041). Every check here costs no hashing; the
 * in-isolate judgements cost no I/O either, so a flood is refused before it touches D1 or a slot.
 */
export const LOGIN_WINDOW_S = 15 * 60
/** An account failing from this many networks in one window is under a distributed guessing attack. */
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
  /** This network's first attempt at this account in this window. */
  firstFromNetwork: boolean
}

const keys = (network: string, email: string) => ({
  ip: `login-ip:${network}`,
  pair: `login-pair:${network}:${email}`,
  networks: `login-nets:${email}`,
  slow: `login-slow:${email}`,
})

/** Throws 429 (with Retry-After) when this attempt may not be hashed; otherwise says whose network it is. */
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
  if (!known && (slowedAccounts.get(email) ?? 0) > Date.now()) isolateLimit(key.slow, 1, SLOWDOWN_EVERY_S)
  // Then D1, which counts every isolate and location.
  await rateLimit(c, key.ip, perIp, LOGIN_WINDOW_S)
  const pairCount = await rateLimit(c, key.pair, perPair, LOGIN_WINDOW_S)
  if (!known) {
    const failingNetworks = await windowCount(c, key.networks)
    if (failingNetworks >= SLOWDOWN_NETWORKS) {
      rememberSlowed(email)
      await rateLimit(c, key.slow, 1, SLOWDOWN_EVERY_S)
    }
  }
  return { network, pairKey: key.pair, known, firstFromNetwork: pairCount === 1 }
}

/** A failed attempt: counts its network towards the account's slowdown (once per network and window). */
export async function recordLoginFailure(c: Context<ApiEnv>, email: string, gate: LoginGate) {
  if (!gate.firstFromNetwork) return
  const windowStart = windowOf()
  await c.var.db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1`,
    )
    .bind(keys(gate.network, email).networks, windowStart)
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
}

async function isKnownNetwork(c: Context<ApiEnv>, email: string, network: string): Promise<boolean> {
  const since = Math.floor(Date.now() / 1000) - KNOWN_NETWORK_DAYS * 86_400
  const row = await c.var.db
    .prepare('SELECT 1 AS known FROM login_networks WHERE email = ? AND network = ? AND last_success_at >= ?')
    .bind(email, network, since)
    .first<{ known: number }>()
  return row !== null
}

/** Accounts under a distributed attack, as this isolate last saw in D1, until their window ends. Bounded. */
const slowedAccounts = new Map<string, number>()
function rememberSlowed(email: string) {
  if (slowedAccounts.size >= 10_000) slowedAccounts.clear()
  slowedAccounts.set(email, (windowOf() + LOGIN_WINDOW_S) * 1000)
}

const windowOf = () => {
  const now = Math.floor(Date.now() / 1000)
  return now - (now % LOGIN_WINDOW_S)
}

async function windowCount(c: Context<ApiEnv>, key: string): Promise<number> {
  const row = await c.var.db
    .prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
    .bind(key, windowOf())
    .first<{ count: number }>()
  return row?.count ?? 0
}
