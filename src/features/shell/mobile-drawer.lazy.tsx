import { Link } from '@tanstack/react-router'
import { type MouseEvent, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { button, drawer } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { AccountDrawerLinks } from '~/features/account/signed-in-menu.lazy'
import { CloseIcon } from '~/ui/shell-icons'
import { CallButton } from './call-button'
import { LangSwitcher } from './lang-switcher'
import { NavLinks } from './nav-links'
import { useModalDialog } from '~/ui/use-modal-dialog'

/**
 * The phone menu as a native modal <dialog>: showModal() lifts it into the top layer (the sticky header's
 * backdrop-filter would otherwise clip a fixed panel to 64 px) and makes the page behind inert, so focus stays
 * inside. The header owns the open state; this closes it on Escape, a backdrop tap, any link, a language switch.
 */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const t = useT()
  const lang = useLang()
  const styles = drawer()
  const ref = useModalDialog(onClose)
  const bodyRef = useRef<HTMLElement>(null)

  // A link inside the drawer closes it on activation, whichever component rendered the link.
  useEffect(() => {
    const body = bodyRef.current
    const onClick = (event: Event) => {
      if ((event.target as Element | null)?.closest('a[href]')) onClose()
    }
    body?.addEventListener('click', onClick)
    return () => body?.removeEventListener('click', onClick)
  }, [onClose])

  // A tap on the ::backdrop targets the dialog itself; taps on its content target its children.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-labelledby="drawer-title"
      id="mobile-drawer"
      data-testid="mobile-drawer"
      onClick={onDialogClick}
    >
      <div className={styles.header}>
        <h2 id="drawer-title" className={css({ textStyle: 'h3' })}>
          {t('common.drawer.title')}
        </h2>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'icon' })}
          onClick={onClose}
          aria-label={t('common.nav.closeMenu')}
        >
          <CloseIcon />
        </button>
      </div>
      <nav ref={bodyRef} className={styles.body} aria-label={t('common.nav.main')}>
        <NavLinks vertical source="menu" />
        <div className={css({ mt: '2' })}>
          <LangSwitcher onSwitch={onClose} />
        </div>
        <aside
          className={css({
            mt: '4',
            p: '4',
            borderRadius: 'lg',
            bg: 'brand.50',
            border: '1px solid',
            borderColor: 'brand.100',
          })}
        >
          <p className={css({ fontWeight: '700', color: 'brand.900' })}>{t('common.drawer.promoTitle')}</p>
          <p className={css({ fontSize: 'sm', color: 'fg.default', mt: '1', mb: '3' })}>
            {t('common.drawer.promoText')}
          </p>
          <Link to="/$lang/software" params={{ lang }} className={button({ size: 'sm' })}>
            {t('common.drawer.promoCta')}
          </Link>
        </aside>
        <div className={css({ mt: 'auto', pt: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
          <CallButton block />
          <AccountDrawerLinks />
        </div>
      </nav>
    </dialog>
  )
}
