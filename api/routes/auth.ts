import { Hono } from 'hono'
import { LoginSchema } from '../contract/auth'
import { ApiFailure } from '../lib/errors'
import { dummyPasswordHash, verifyPassword } from '../lib/password'
import { clearRateLimit, clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import { endSession, startSession } from '../lib/session'
import { readJson } from '../lib/validate'
import type { ApiEnv } from '../types'

const WINDOW_S = 15 * 60
const INVALID = 'Niepoprawne dane logowania lub konto nie istnieje w systemie.'

export const auth = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const input = await readJson(c, LoginSchema)
    await rateLimit(c, `login-ip:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_LOGIN_PER_IP, 50), WINDOW_S)
    await rateLimit(c, `login-email:${input.email}`, limitFromEnv(c.env.RATE_LIMIT_LOGIN_PER_EMAIL, 10), WINDOW_S)
    const user = await c.env.DB.prepare('SELECT id, password_hash FROM users WHERE email = ?').bind(input.email).first<{ id: number; password_hash: string }>()
    // Same work and the same answer whether the e-mail exists or not.
    const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()))
    if (!user || !ok) throw new ApiFailure(401, 'UNAUTHORIZED', INVALID)
    await clearRateLimit(c, `login-email:${input.email}`)
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
