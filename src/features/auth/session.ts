import type { CurrentUser, LoginInput } from '../../../api/contract/auth'
import { api } from '~/lib/api'
import { safeNextPath } from './safe-next'

export function login(input: { email: string; password: string; remember: boolean; lang?: 'pl' | 'en' }): Promise<unknown> {
  return api('/api/auth/login', { method: 'POST', body: input satisfies LoginInput })
}

/** Spec §3: the current user may come flat or wrapped in `user`. */
export function unwrapUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null
  const candidate = 'user' in body && body.user && typeof body.user === 'object' ? body.user : body
  return 'role' in candidate ? (candidate as CurrentUser) : null
}

/** GET /api/user/me, or null on any failure (spec §7). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return unwrapUser(await api<unknown>('/api/user/me'))
  } catch {
    return null
  }
}

/** Spec §2: the `next` value when it is a safe same-origin path, else /admin for SUPERADMIN, else /. */
export function landingPath(next: string | null | undefined, user: CurrentUser | null): string {
  return safeNextPath(next) ?? (user?.role === 'SUPERADMIN' ? '/admin' : '/')
}
