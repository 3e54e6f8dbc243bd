import { Link, useRouterState } from '@tanstack/react-router'
import { brand } from '@kernel/brand'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { AccountMenu } from '~/features/account/account-menu'
import { MenuIcon } from '~/ui/shell-icons'
import { Container } from '~/ui/layout'
import { CallButton } from './call-button'
import { LangSwitcher } from './lang-switcher'
import { Logo } from './logo'
import { NavLinks } from './nav-links'

const MobileDrawer = lazy(() => import('./mobile-drawer.lazy').then((m) => ({ default: m.MobileDrawer })))

const desktopOnly = css({ display: { base: 'none', md: 'flex' } })
const mobileOnly = css({ display: { base: 'inline-flex', md: 'none' } })

export function Header() {
  const lang = useLang()
  const t = useT()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const menuButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // Any navigation closes the drawer, browser Back/Forward included (links inside it close it on click too).
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(close, [href, close])
  useEffect(() => {
    if (wasOpen.current && !open) menuButton.current?.focus()
    wasOpen.current = open
  }, [open])
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'header',
        bg: 'rgba(255,255,255,0.94)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <Container className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', lg: '4' }, h: '16' })}>
        <Link
          to="/$lang"
          params={{ lang }}
          aria-label={`${brand.name} – ${t('common.nav.home')}`}
          className={css({ textDecoration: 'none', mr: 'auto', lg: { mr: '4' } })}
        >
          <Logo />
        </Link>
        <nav aria-label={t('common.nav.main')} className={`${desktopOnly} ${css({ gap: '1', mr: 'auto' })}`}>
          <NavLinks source="header" />
        </nav>
        <div className={`${desktopOnly} ${css({ alignItems: 'center', gap: '2' })}`}>
          <LangSwitcher compact />
          <CallButton variant="ghost" compact />
          <AccountMenu />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={`${button({ variant: 'ghost', size: 'icon' })} ${mobileOnly}`}
          aria-label={t('common.nav.openMenu')}
          aria-expanded={open}
          aria-controls="mobile-drawer"
          data-testid="menu-button"
          onClick={() => setOpen(true)}
        >
          <MenuIcon size={24} />
        </button>
      </Container>
      {open ? (
        <Suspense fallback={null}>
          <MobileDrawer onClose={close} />
        </Suspense>
      ) : null}
    </header>
  )
}
