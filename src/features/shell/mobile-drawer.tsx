import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button, drawer } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { CloseIcon, UserIcon } from '~/ui/icons'
import { useDialogFocus } from '~/ui/use-dialog-focus'
import { CallButton } from './call-button'
import { LangSwitcher } from './lang-switcher'
import { NavLinks } from './nav-links'

export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const t = useT()
  const lang = useLang()
  const styles = drawer()
  const panelRef = useDialogFocus<HTMLDivElement>(onClose)
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="drawer-title" id="mobile-drawer" data-testid="mobile-drawer">
        <div className={styles.header}>
          <h2 id="drawer-title" className={css({ textStyle: 'h3' })}>{t('common.drawer.title')}</h2>
          <button type="button" className={button({ variant: 'ghost', size: 'icon' })} onClick={onClose} aria-label={t('common.nav.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav className={styles.body} aria-label={t('common.nav.main')}>
          <NavLinks vertical onNavigate={onClose} source="menu" />
          <div className={css({ mt: '2' })}><LangSwitcher /></div>
          <aside className={css({ mt: '4', p: '4', borderRadius: 'lg', bg: 'brand.50', border: '1px solid', borderColor: 'brand.100' })}>
            <p className={css({ fontWeight: '700', color: 'brand.900' })}>{t('common.drawer.promoTitle')}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.default', mt: '1', mb: '3' })}>{t('common.drawer.promoText')}</p>
            <Link to="/$lang/software" params={{ lang }} className={button({ size: 'sm' })} onClick={onClose}>
              {t('common.drawer.promoCta')}
            </Link>
          </aside>
          <div className={css({ mt: 'auto', pt: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
            <CallButton block />
            <Link to="/$lang/signin" params={{ lang }} className={button({ block: true })} onClick={onClose}>
              <UserIcon size={18} />
              {t('common.nav.login')}
            </Link>
          </div>
        </nav>
      </div>
    </>
  )
}
