import type { CurrentUser } from '@api/contract/auth'
import type { Lang } from '@kernel/lang'
import { localizedPath, parsePublicPath } from '~/i18n/route-table'
import { safeNextPath } from '@kernel/safe-next'

// Apart from session.ts: the header's account check (every page's first load) needs that file, only sign-in this one.
const pageOf = (path: string) => parsePublicPath(path)?.page

/**
 * Where sign-in lands: the page the visitor came from (a safe same-origin `next`, spec §2), else the user's own
 * place in the page's language (issue 29): the console, the operator's panel, the tenant's inquiries.
 */
export function landingPath(next: string | null | undefined, user: CurrentUser | null, lang: Lang): string {
  const back = safeNextPath(next)
  if (back && pageOf(back.split(/[?#]/)[0]!) !== 'signin') return back
  if (user?.role === 'SUPERADMIN') return '/admin'
  if (user?.role === 'CLIENT') return localizedPath('panel', lang)
  if (user?.role === 'TENANT') return localizedPath('myInquiries', lang)
  return localizedPath('home', lang)
}
