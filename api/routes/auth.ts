import { Hono } from 'hono'
import { LoginSchema } from '../contract/auth'
import { ApiFailure } from '../lib/errors'
import { dummyPasswordHash, verifyPassword, withHashSlot } from '../lib/password'
import { clearRateLimit, clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import { endSession, startSession } from '../lib/session'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'

const WINDOW_S = 15 * 60
const INVALID = 'Niepoprawne dane logowania lub konto nie istnieje w systemie.'

/**
 * Login throttling (ADR 0015). Counted per client address and per (e-mail, address) pair, never per e-mail alone:
 * whoever guesses from other addresses cannot lock the owner out of their own account. Both counters are taken
 * before any hashing, so throttled guesses cost no CPU; at most MAX_CONCURRENT_HASHES logins run at once.
 */
export const auth = new Hono<ApiEnv>()
  .post('/auth/login', jsonBody(LoginSchema), async (c) => {
    const input = c.req.valid('json')
    const ip = clientIp(c)
    const pairKey = `login-pair:${ip}:${input.email}`
    const signal = c.req.raw.signal
    // The slot is taken first: in a flood the callers beyond it cost nothing at all, not even a D1 write.
    const outcome = await withHashSlot(async () => {
      await rateLimit(c, `login-ip:${ip}`, limitFromEnv(c.env.RATE_LIMIT_LOGIN_PER_IP, 50), WINDOW_S)
      await rateLimit(c, pairKey, limitFromEnv(c.env.RATE_LIMIT_LOGIN_PER_EMAIL, 10), WINDOW_S)
      const user = await c.var.db
        .prepare('SELECT id, password_hash FROM users WHERE email = ?')
        .bind(input.email)
        .first<{ id: number; password_hash: string }>()
      // Same work and the same answer whether the e-mail exists or not.
      const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()), signal)
      return user && ok ? user : null
    }, signal)
    if (!outcome) throw new ApiFailure(429, 'RATE_LIMITED', 'Too many requests', undefined, { 'Retry-After': '1' })
    const user = outcome.value
    if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', INVALID)
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
