import { Hono } from 'hono'
import type { Context } from 'hono'
import { type ChallengeConfig, type LoginOutput, LoginSchema } from '../contract/auth'
import { CLIENT_IP_HEADER } from '@kernel/names'
import { ApiFailure } from '../lib/errors'
import { withHashSlot } from '../auth/hash-slots'
import { admitLogin, busy, type LoginGate, recordLoginFailure, rememberNetwork } from '../auth/login-guard'
import { LOGIN_BUDGET_MS, loginDeadline, pause, refusalPause } from '../auth/login-pace'
import { OWNER_HASH_TICK_MS, storedOrDummy, verifyPassword } from '../auth/password'
import { clearRateLimit } from '../lib/rate-limit'
import { endSession, startSession } from '../auth/session'
import { passesTurnstile, turnstileOn } from '../auth/turnstile'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'

const INVALID = 'Niepoprawne dane logowania lub konto nie istnieje w systemie.'

/**
 * One sign-in after its body passed the schema. Order: the limits and the account gate for networks the account has
 * never used (every in-isolate judgement before any D1 write, ADR 0070), Turnstile, then a hashing slot under the
 * attempt's deadline (ADR 0057).
 */
async function signIn(c: Context<ApiEnv>, input: LoginOutput, startedAt: number): Promise<Response> {
  const signal = c.req.raw.signal
  const gate = await admitLogin(c, input.email)
  try {
    // After the limits (a flood without tokens is refused by them, and every attempt counts), before any hashing.
    if (
      turnstileOn(c.env) &&
      !(await passesTurnstile(c.env, input.turnstileToken, c.req.header(CLIENT_IP_HEADER) ?? null))
    )
      throw new ApiFailure(403, 'CHALLENGE_FAILED', 'Turnstile verification failed')
    const user = await verifyInSlot(c, input, gate, loginDeadline(startedAt, signal))
    if (!user) {
      await recordLoginFailure(c, input.email, gate)
      throw new ApiFailure(401, 'UNAUTHORIZED', INVALID)
    }
    await rememberNetwork(c, input.email, gate.network)
    await clearRateLimit(c, gate.pairKey)
    if (input.lang)
      await c.var.db
        .prepare('UPDATE users SET lang = ? WHERE id = ? AND lang != ?')
        .bind(input.lang, user.id, input.lang)
        .run()
    await startSession(c, user.id, Boolean(input.remember))
    return c.json({ ok: true })
  } finally {
    gate.leave()
  }
}

/**
 * The user when the password matches, null when not; BUSY when no slot came or the deadline passed first. Also the
 * check of a current password before it is changed (api/routes/password.ts).
 */
export async function verifyInSlot(
  c: Context<ApiEnv>,
  input: { email: string; password: string },
  gate: LoginGate,
  deadline: AbortSignal,
) {
  let outcome: { value: { id: number } | null } | null
  try {
    outcome = await withHashSlot(
      async () => {
        const user = await c.var.db
          .prepare('SELECT id, password_hash FROM users WHERE email = ?')
          .bind(input.email)
          .first<{ id: number; password_hash: string }>()
        // Same work and the same answer whether the e-mail exists or not.
        const ok = await verifyPassword(
          input.password,
          await storedOrDummy(user?.password_hash),
          deadline,
          gate.known ? OWNER_HASH_TICK_MS : undefined,
        )
        return user && ok ? { id: user.id } : null
      },
      // The owner's own network waits for a slot as long as the deadline allows; others as long as the line allows.
      {
        source: gate.network,
        priority: gate.known,
        signal: deadline,
        maxWaitMs: gate.known ? LOGIN_BUDGET_MS : undefined,
      },
    )
  } catch (error) {
    // Out of time while hashing: a busy answer now, not the edge's 504 later.
    if (deadline.aborted && !c.req.raw.signal.aborted) throw busy()
    throw error
  }
  if (!outcome) throw busy()
  return outcome.value
}

/**
 * Login capacity (ADR 0015, ADR 0041, ADR 0057). Limits are counted per network (IPv4 address or IPv6 /64) and per (e-mail,
 * network) pair, never per e-mail alone, so guesses from elsewhere cannot lock the owner out of their own network.
 * Every limit is judged before a hashing slot is taken, first in this isolate and then in D1; then the caller waits
 * its turn in a fair line for one of MAX_CONCURRENT_HASHES slots (one per network; the account's own networks first).
 */
export const auth = new Hono<ApiEnv>()
  .post('/auth/login', jsonBody(LoginSchema), async (c) => {
    const startedAt = Date.now()
    try {
      return await signIn(c, c.req.valid('json'), startedAt)
    } catch (error) {
      // Every refusal of a sign-in is answered after a pause that costs no CPU (ADR 0057).
      if (error instanceof ApiFailure && error.status === 429) await pause(refusalPause(startedAt), c.req.raw.signal)
      throw error
    }
  })
  // Public and the same for everyone: the sign-in page asks once per render whether to show the widget.
  .get('/auth/challenge', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ siteKey: turnstileOn(c.env) ? (c.env.TURNSTILE_SITE_KEY ?? null) : null } satisfies ChallengeConfig)
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
