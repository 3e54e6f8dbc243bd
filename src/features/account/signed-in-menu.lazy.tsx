import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ChevronDownIcon, UserIcon } from '~/ui/icons'
import { toast } from '~/ui/toast'
import type { CurrentUser } from '@api/contract/auth'
import { AlertsLink, MyDataLink, PasswordLink, RoleLink, TenantReservationsLink } from './account-links'
import { useMounted } from '~/ui/use-mounted'
import { initials, logout } from './me'
import { useSigninSearch } from './signin-return'
import { currentUserQuery, mayBeSignedIn } from '~/lib/current-user'

const item = css({
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg.default',
  textDecoration: 'none',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  _hover: { bg: 'bg.muted' },
})

/**
 * A signed-in visitor's account button with its menu (AccountMenu loads this once /api/user/me names someone). A
 * disclosure, not an ARIA menu: the items are ordinary links and one button, reached with Tab.
 */
export function SignedInMenu({ user }: { user: CurrentUser }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const { busy, signOut } = useSignOut()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => setOpen(false), [href])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onFocus = (event: FocusEvent) => {
      if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    root.current?.addEventListener('focusout', onFocus)
    const node = root.current
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      node?.removeEventListener('focusout', onFocus)
    }
  }, [open])

  return (
    <div ref={root} className={css({ position: 'relative' })} data-testid="account-menu">
      {/* Initials only: the header has no room for a name next to the call button at any width. Named by its
          content (the e-mail in visually hidden text), the menu itself shows the e-mail and role. */}
      <button
        ref={toggle}
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ px: '2' })}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span
          aria-hidden="true"
          className={css({
            display: 'inline-grid',
            placeItems: 'center',
            w: '7',
            h: '7',
            borderRadius: 'full',
            bg: 'brand.700',
            color: 'white',
            fontSize: 'xs',
            fontWeight: '800',
          })}
        >
          {initials(user)}
        </span>
        <span className={css({ srOnly: true })}>{t('account.menu', { email: user.email })}</span>
        <ChevronDownIcon size={16} />
      </button>
      <div
        id={id}
        hidden={!open}
        className={css({
          position: 'absolute',
          right: '0',
          top: 'calc(100% + 8px)',
          w: '72',
          maxW: 'calc(100vw - 32px)',
          p: '2',
          bg: 'white',
          borderRadius: 'lg',
          border: '1px solid',
          borderColor: 'border.default',
          boxShadow: 'lg',
          zIndex: '1',
        })}
      >
        <p
          className={css({
            px: '3',
            py: '2',
            fontSize: 'sm',
            color: 'fg.muted',
            borderBottom: '1px solid',
            borderColor: 'border.default',
            mb: '1',
          })}
        >
          {t('account.signedInAs')}{' '}
          <strong
            className={css({ display: 'block', color: 'fg.strong', overflowWrap: 'anywhere' })}
            data-testid="account-email"
          >
            {user.email}
          </strong>
          <span>{t(`account.roles.${user.role}`)}</span>
        </p>
        <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
          <li>
            <RoleLink user={user} className={item} />
          </li>
          {user.role === 'TENANT' ? (
            <li>
              <TenantReservationsLink user={user} className={item} />
              <AlertsLink user={user} className={item} />
            </li>
          ) : null}
          <li>
            <MyDataLink className={item} />
          </li>
          <li>
            <PasswordLink className={item} />
          </li>
          <li>
            <button type="button" className={item} onClick={signOut} aria-disabled={busy || undefined}>
              {busy ? t('account.loggingOut') : t('account.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}

/** Logout from either place: busy while it runs; a failure is said in a toast and the visitor stays signed in. */
function useSignOut() {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const signOut = async () => {
    setBusy(true)
    try {
      await logout()
    } catch {
      setBusy(false)
      toast(t('account.logoutFailed'), 'error')
    }
  }
  return { busy, signOut }
}

/** The phone drawer's part: the same choices as a plain list (the drawer is already a dialog). */
export function AccountDrawerLinks() {
  const t = useT()
  const lang = useLang()
  const mounted = useMounted()
  const { data: user } = useQuery({ ...currentUserQuery, enabled: mounted && mayBeSignedIn() })
  const { busy, signOut } = useSignOut()
  const signinSearch = useSigninSearch()
  if (!user) {
    return (
      <Link to="/$lang/signin" params={{ lang }} search={signinSearch} className={button({ block: true })}>
        <UserIcon size={18} />
        {t('common.nav.login')}
      </Link>
    )
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="drawer-account">
      <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
        {t('account.signedInAs')} <strong className={css({ color: 'fg.strong' })}>{user.email}</strong>
      </p>
      <RoleLink user={user} className={button({ block: true })} />
      <TenantReservationsLink user={user} className={button({ variant: 'outline', block: true })} />
      <AlertsLink user={user} className={button({ variant: 'outline', block: true })} />
      <MyDataLink className={button({ variant: 'outline', block: true })} />
      <PasswordLink className={button({ variant: 'outline', block: true })} />
      <button
        type="button"
        className={button({ variant: 'outline', block: true })}
        onClick={signOut}
        aria-disabled={busy || undefined}
      >
        {busy ? t('account.loggingOut') : t('account.logout')}
      </button>
    </div>
  )
}
