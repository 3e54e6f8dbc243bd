import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { navTab } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'

const tab = navTab()

/** Links, not ARIA tabs: each section is its own page; the router marks the active one with aria-current. */
export function AdminTabs() {
  const t = useT()
  return (
    <nav
      aria-label={t('admin.tabs.label')}
      className={css({ bg: 'white', borderBottom: '1px solid', borderColor: 'border.default' })}
    >
      <Container className={css({ display: 'flex', gap: { base: '0', md: '1' }, overflowX: 'auto' })}>
        <Link to="/admin" activeOptions={{ exact: true }} className={tab}>
          {t('admin.tabs.overview')}
        </Link>
        <Link to="/admin/clients" className={tab}>
          {t('admin.tabs.clients')}
        </Link>
        <Link to="/admin/facilities" className={tab}>
          {t('admin.tabs.facilities')}
        </Link>
        <Link to="/admin/users" className={tab}>
          {t('admin.tabs.users')}
        </Link>
        <Link to="/admin/audit" className={tab}>
          {t('admin.tabs.audit')}
        </Link>
        <Link to="/admin/reservations" className={tab}>
          {t('admin.tabs.reservations')}
        </Link>
        <Link to="/admin/reviews" className={tab}>
          {t('admin.tabs.reviews')}
        </Link>
        <Link to="/admin/publication" className={tab} data-testid="admin-tab-publication">
          {t('admin.tabs.publication')}
        </Link>
        <Link to="/admin/verification" className={tab}>
          {t('admin.tabs.verification')}
        </Link>
      </Container>
    </nav>
  )
}
