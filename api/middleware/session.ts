import { createMiddleware } from 'hono/factory'
import type { Role } from '../contract/auth'
import { ApiFailure } from '../lib/errors'
import { loadSession } from '../auth/session'
import type { ApiEnv } from '../types'

/** Resolves the session cookie (if any) into `c.var.user`. */
export const withSession = createMiddleware<ApiEnv>(async (c, next) => {
  const session = await loadSession(c)
  c.set('user', session?.user ?? null)
  c.set('sessionHash', session?.hash ?? null)
  await next()
})

/** Anonymous → 401, signed in with another role → 403. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const user = c.get('user')
    if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'Sign in required')
    if (!roles.includes(user.role)) throw new ApiFailure(403, 'FORBIDDEN', 'Not allowed')
    await next()
  })
