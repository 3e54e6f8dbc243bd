import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { UserIcon } from '~/ui/shell-icons'
import { useMounted } from '~/ui/use-mounted'
import { SIGNIN_LINK_ATTRIBUTE, useSigninSearch } from './signin-return'
import { currentUserQuery, forgetSignedIn, mayBeSignedIn } from '~/lib/current-user'

const SignedInMenu = lazy(() => import('./signed-in-menu.lazy').then((m) => ({ default: m.SignedInMenu })))

const wideOnly = css({ display: { base: 'none', lg: 'inline' } })

/**
 * "Zaloguj się" for nobody, an account button with a menu for a signed-in visitor. The server always renders the
 * first (public HTML is shared); the browser swaps in the second once /api/user/me answers. Only a signed-in
 * visitor downloads the menu's code (ADR 0028), and only a browser that has signed in asks /me at all; until it arrives the sign-in link stays, as it did before /me answered.
 */
export function AccountMenu() {
  const mounted = useMounted()
  const asks = mounted && mayBeSignedIn()
  const { data: user, isSuccess } = useQuery({ ...currentUserQuery, enabled: asks })
  useEffect(() => {
    if (isSuccess && !user) forgetSignedIn()
  }, [isSuccess, user])
  if (!user) return <SignInLink />
  return (
    <Suspense fallback={<SignInLink />}>
      <SignedInMenu user={user} />
    </Suspense>
  )
}

function SignInLink() {
  const t = useT()
  const lang = useLang()
  return (
    <Link
      to="/$lang/signin"
      params={{ lang }}
      search={useSigninSearch()}
      className={button()}
      aria-label={t('common.nav.login')}
      {...{ [SIGNIN_LINK_ATTRIBUTE]: '' }}
    >
      <UserIcon size={18} />
      <span className={wideOnly}>{t('common.nav.login')}</span>
    </Link>
  )
}
