import { countInIsolate } from '@api/lib/isolate-counter'
import { estimate, secondsUntilRoom, windowAt } from '@api/lib/sliding-window'
import { LOGIN_WINDOW_S } from '@api/auth/login-guard'
import { networkOf } from '@api/lib/network'
import { limitFromEnv } from '@api/lib/rate-limit'
import { CLIENT_IP_HEADER } from '@kernel/names'

/**
 * The edge's own count of sign-in attempts per network (ADR 0041), judged before the request reaches the API: a
 * flood from one network past its limit is refused here, without the API's middleware, validation or D1, so it
 * costs this isolate next to nothing. The API's D1 counters stay the authority (other isolates, other locations).
 * Returns the seconds to wait, or null to let the attempt through.
 */
export function loginShield(request: Request, env: Env): number | null {
  const address = request.headers.get(CLIENT_IP_HEADER)
  const network = address ? networkOf(address) : 'local'
  const w = windowAt(LOGIN_WINDOW_S)
  const limit = limitFromEnv((env as { RATE_LIMIT_LOGIN_PER_IP?: string }).RATE_LIMIT_LOGIN_PER_IP, 50)
  const { previous, count } = countInIsolate(`edge-login:${network}`, w)
  if (estimate(w, previous, count) <= limit) return null
  return secondsUntilRoom(w, previous, count, limit)
}
