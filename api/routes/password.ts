import { Hono } from 'hono'
import {
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  type PasswordResetDone,
} from '../contract/password'
import { admitLogin, recordLoginFailure } from '../auth/login-guard'
import { loginDeadline, pause, refusalPause } from '../auth/login-pace'
import { hashPassword } from '../auth/password'
import { confirmPasswordReset, requestPasswordReset } from '../auth/password-reset'
import { ApiFailure } from '../lib/errors'
import { clearRateLimit } from '../lib/rate-limit'
import { NOW } from '../lib/sql'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'
import { formLang } from './forms'
import { verifyInSlot } from './auth'

const wrongPassword = () =>
  new ApiFailure(400, 'VALIDATION_ERROR', 'Wrong current password', [
    { path: 'currentPassword', message: 'wrongPassword' },
  ])

/**
 * Password reset for every role, the console's set-password link, and a signed-in change (issue 40, ADR 0089).
 * The request answers the same for every address; the link's token is used once; a new password ends the other
 * sessions.
 */
export const password = new Hono<ApiEnv>()
  .post('/auth/password-reset', jsonBody(PasswordResetSchema), async (c) => {
    const input = c.req.valid('json')
    await requestPasswordReset(c, input.email, formLang(c, input.lang))
    // One status and body for known and unknown addresses: the answer tells nobody who has an account.
    return c.json({ ok: true }, 202)
  })
  .post('/auth/password-reset/confirm', jsonBody(PasswordResetConfirmSchema), async (c) => {
    const input = c.req.valid('json')
    const next = await confirmPasswordReset(c, input.token, input.password)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ ok: true, next } satisfies PasswordResetDone)
  })
  .post('/account/password', jsonBody(PasswordChangeSchema), async (c) => {
    const user = c.get('user')
    if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'Not signed in')
    const input = c.req.valid('json')
    const startedAt = Date.now()
    try {
      // Guessing the current password through this form costs what guessing it at sign-in does (login's guard).
      const gate = await admitLogin(c, user.email)
      try {
        const ok = await verifyInSlot(
          c,
          { email: user.email, password: input.currentPassword },
          gate,
          loginDeadline(startedAt, c.req.raw.signal),
        )
        if (!ok) {
          await recordLoginFailure(c, user.email, gate)
          throw wrongPassword()
        }
        await clearRateLimit(c, gate.pairKey)
      } finally {
        gate.leave()
      }
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 429) await pause(refusalPause(startedAt), c.req.raw.signal)
      throw error
    }
    const db = c.var.db
    // Whoever else knew the old password, or holds a session, is out; this session stays.
    await db.batch([
      db
        .prepare(`UPDATE users SET password_hash = ?, updated_at = ${NOW} WHERE id = ?`)
        .bind(await hashPassword(input.password), user.userId),
      db
        .prepare('DELETE FROM sessions WHERE user_id = ? AND id_hash != ?')
        .bind(user.userId, c.get('sessionHash') ?? ''),
    ])
    c.header('Cache-Control', 'private, no-store')
    return c.json({ ok: true })
  })
