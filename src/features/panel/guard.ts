import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { CurrentUser, Role } from '@api/contract/auth'
import type { Lang } from '@kernel/lang'
import { localizedPath, toPublicPath } from '~/i18n/route-table'
import { currentUserQuery } from '~/lib/current-user'

/**
 * Signed-in pages decide on the server (beforeLoad runs in SSR too), like /admin: nobody → sign-in with `next`,
 * another role → the home page of the page's language. The answer is the HTTP redirect itself for a visitor
 * without JavaScript.
 */
export async function requireRole(
  queryClient: QueryClient,
  lang: Lang,
  location: { pathname: string; searchStr: string },
  roles: Role[],
): Promise<CurrentUser> {
  const user = await queryClient.fetchQuery(currentUserQuery)
  if (!user) {
    const next = `${toPublicPath(location.pathname)}${location.searchStr}`
    throw redirect({ href: `${localizedPath('signin', lang)}?next=${encodeURIComponent(next)}` })
  }
  if (!roles.includes(user.role)) throw redirect({ href: `/${lang}` })
  return user
}

export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' }
export const NOINDEX = { name: 'robots', content: 'noindex, nofollow' }
