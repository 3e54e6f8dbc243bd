import { Hono } from 'hono'
import { LoginSchema } from '../contract/auth'
import { ApiFailure } from '../lib/errors'
import { withHashSlot } from '../lib/hash-slots'
import { admitLogin, recordLoginFailure, rememberNetwork } from '../lib/login-guard'
import { dummyPasswordHash, OWNER_HASH_TICK_MS, verifyPassword } from '../lib/password'
import { clearRateLimit } from '../lib/rate-limit'
import { endSession, startSession } from '../lib/session'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'

const INVALID = 'Niepoprawne dane logowania lub konto nie istnieje w systemie.'
const BUSY = () => new ApiFailure(429, 'RATE_LIMITED', 'Too many requests', undefined, { 'Retry-After': '1' })

/**
 * Login capacity (ADR 0015, ADR 0041). Limits are counted per network (IPv4 address or IPv6 /64) and per (e-mail,
 * network) pair, never per e-mail alone, so guesses from elsewhere cannot lock the owner out of their own network.
 * Every limit is judged before a hashing slot is taken, first in this isolate and then in D1; then the caller waits
 * its turn in a fair line for one of MAX_CONCURRENT_HASHES slots (one per network; the account's own networks first).
 */
export const auth = new Hono<ApiEnv>()
  .post('/auth/login', jsonBody(LoginSchema), async (c) => {
    const input = c.req.valid('json')
    const signal = c.req.raw.signal
    const gate = await admitLogin(c, input.email)
    const outcome = await withHashSlot(
      async () => {
        const user = await c.var.db
          .prepare('SELECT id, password_hash FROM users WHERE email = ?')
          .bind(input.email)
          .first<{ id: number; password_hash: string }>()
        // Same work and the same answer whether the e-mail exists or not.
        const ok = await verifyPassword(
          input.password,
          user?.password_hash ?? (await dummyPasswordHash()),
          signal,
          gate.known ? OWNER_HASH_TICK_MS : undefined,
        )
        return user && ok ? user : null
      },
      { source: gate.network, priority: gate.known, signal },
    )
    if (!outcome) throw BUSY()
    const user = outcome.value
    if (!user) {
      await recordLoginFailure(c, input.email, gate)
      throw new ApiFailure(401, 'UNAUTHORIZED', INVALID)
    }
    await rememberNetwork(c, input.email, gate.network)
    const pairKey = gate.pairKey
    await clearRateLimit(c, pairKey)
    if (input.lang)
      await c.var.db
        .prepare('UPDATE users SET lang = ? WHERE id = ? AND lang != ?')
        .bind(input.lang, user.id, input.lang)
        .run()
    await startSession(c, user.id, Boolean(input.remember))
    return c.json({ ok: true })
  })
  .post('/auth/logout', async (c) => {
    await endSession(c)
    return c.json({ ok: true })
  })
  .get('/user/me', (c) => {
    const user = c.get('user')
    if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'Not signed in')
    c.header('Cache-Control', 'private, no-store')
    return c.json({ user })
  })
