import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { badge, navTab } from 'styled-system/recipes'
import { translatePlural } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'
import { overviewQuery } from './queries'
import { TrialBanner } from './trial-banner'

const tab = navTab()

/** The company id of the superadmin's read-only view, kept on every panel link. */
export function usePanelClientId(): number | undefined {
  return useSearch({ strict: false, select: (s: { clientId?: number }) => s.clientId })
}

/** Links, not ARIA tabs: each section is its own page; the router marks the current one with aria-current. */
export function PanelShell({ children }: { children: ReactNode }) {
  const t = useT()
  const lang = useLang()
  const clientId = usePanelClientId()
  const search = clientId ? { clientId } : {}
  const { data } = useQuery(overviewQuery(clientId))
  return (
    <div className={css({ bg: 'bg.subtle', minH: '70vh', pb: '16' })}>
      <div className={css({ bg: 'white', borderBottom: '1px solid', borderColor: 'border.default' })}>
        <Container className={css({ pt: '6' })}>
          <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('panel.title')}</p>
          <p
            className={css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong', overflowWrap: 'anywhere' })}
            data-testid="panel-company"
          >
            {data?.company.companyName ?? ''}
          </p>
          {data?.company.readOnly ? (
            <p
              role="note"
              className={css({
                mt: '2',
                p: '2',
                borderRadius: 'md',
                bg: 'warning.50',
                color: 'warning.700',
                fontSize: 'sm',
                fontWeight: '600',
              })}
              data-testid="panel-read-only"
            >
              {t('panel.readOnly', { company: data.company.companyName ?? `#${data.company.id}` })}
            </p>
          ) : null}
          <TrialBanner clientId={clientId} />
          <nav
            aria-label={t('panel.nav.label')}
            className={css({ display: 'flex', gap: { base: '0', md: '1' }, mt: '3', overflowX: 'auto' })}
          >
            <Link
              to="/$lang/panel"
              params={{ lang }}
              search={search}
              activeOptions={{ exact: true, includeSearch: false }}
              className={tab}
            >
              {t('panel.nav.overview')}
            </Link>
            <Link
              to="/$lang/panel-inquiries"
              params={{ lang }}
              search={search}
              activeOptions={{ includeSearch: false }}
              className={tab}
            >
              {t('panel.nav.inquiries')}
            </Link>
            <Link
              to="/$lang/panel-availability"
              params={{ lang }}
              search={search}
              activeOptions={{ includeSearch: false }}
              className={tab}
            >
              {t('panel.nav.availability')}
            </Link>
            <Link
              to="/$lang/panel-reservations"
              params={{ lang }}
              search={search}
              activeOptions={{ includeSearch: false }}
              className={tab}
              data-testid="panel-nav-reservations"
            >
              {t('panel.nav.reservations')}
              {data?.pendingReservations ? (
                <span className={badge({ tone: 'accent' })} data-testid="panel-pending-reservations">
                  {translatePlural(lang, 'panel.nav.pendingReservations', { count: data.pendingReservations })}
                </span>
              ) : null}
            </Link>
            <Link
              to="/$lang/panel-listing"
              params={{ lang }}
              search={search}
              activeOptions={{ includeSearch: false }}
              className={tab}
            >
              {t('panel.nav.listing')}
            </Link>
            <Link
              to="/$lang/panel-reviews"
              params={{ lang }}
              search={search}
              activeOptions={{ includeSearch: false }}
              className={tab}
              data-testid="panel-nav-reviews"
            >
              {t('panel.nav.reviews')}
            </Link>
            <Link
              to="/$lang/panel-verification"
              params={{ lang }}
              search={search}
              activeOptions={{ includeSearch: false }}
              className={tab}
            >
              {t('panel.nav.verification')}
            </Link>
          </nav>
        </Container>
      </div>
      <Container className={css({ pt: '6' })}>{children}</Container>
    </div>
  )
}
