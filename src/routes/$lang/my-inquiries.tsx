import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { DataTable } from '~/ui/table/data-table'
import { NOINDEX, PRIVATE_HEADERS, requireRole } from '~/features/panel/guard'
import { formatDateTime } from '~/lib/datetime'
import { tenantInquiriesQuery } from '~/features/panel/queries'
import { StageBadge } from '~/features/panel/stage-badge'
import { UnverifiedNotice } from '~/features/auth/unverified-notice'
import { localizedPath } from '~/i18n/route-table'
import { translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

const muted = css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })
// Up to 4,000 characters: three lines keep the table a list; the whole text is still there for screen readers.
const message = css({ lineClamp: 3, whiteSpace: 'pre-line', maxW: '48ch' })

/** "Moje zapytania": the tenant's inquiries and where the operator is with each (issue 19). */
export const Route = createFileRoute('/$lang/my-inquiries')({
  beforeLoad: async ({ context, location, params }) => ({
    user: await requireRole(context.queryClient, langOf(params), location, ['TENANT']),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(tenantInquiriesQuery),
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'panel.tenant.title') }, NOINDEX] }),
  component: MyInquiriesPage,
})

function MyInquiriesPage() {
  const t = useT()
  const lang = useLang()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(tenantInquiriesQuery)
  return (
    <div className={css({ bg: 'bg.subtle', minH: '60vh', py: { base: '8', md: '12' } })}>
      <Container>
        <h1 className={css({ textStyle: 'h1' })}>{t('panel.tenant.title')}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', overflowWrap: 'anywhere' })}>
          {t('panel.tenant.lead', { email: user.email })}
        </p>
        {data.verified ? null : <UnverifiedNotice email={user.email} back={localizedPath('myInquiries', lang)} />}
        {data.items.length ? (
          <DataTable
            caption={t('panel.tenant.caption')}
            rows={data.items}
            rowKey={(i) => i.id}
            columns={[
              { header: 'panel.tenant.date', cell: (i) => formatDateTime(lang, i.createdAt) },
              {
                header: 'panel.tenant.facility',
                cell: (i) =>
                  i.facilitySlug && i.facilityName ? (
                    <>
                      <Link
                        to="/$lang/facility/$slug"
                        params={{ lang, slug: i.facilitySlug }}
                        className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
                      >
                        {i.facilityName}
                      </Link>
                      {i.facilityCity ? <span className={muted}>{i.facilityCity}</span> : null}
                    </>
                  ) : (
                    t('panel.tenant.unknownFacility')
                  ),
              },
              { header: 'panel.tenant.unit', cell: (i) => i.unitCode ?? '—' },
              {
                header: 'panel.tenant.message',
                cell: (i) =>
                  i.message ? (
                    <span className={message} data-testid={`tenant-message-${i.id}`}>
                      {i.message}
                    </span>
                  ) : (
                    <span className={muted}>{t('panel.tenant.noMessage')}</span>
                  ),
              },
              {
                header: 'panel.tenant.status',
                cell: (i) => (
                  <span data-testid={`tenant-stage-${i.id}`}>
                    <StageBadge stage={i.stage} />
                  </span>
                ),
              },
            ]}
          />
        ) : (
          <p className={css({ p: '4', bg: 'white', borderRadius: 'lg' })}>
            {t('panel.tenant.empty')}{' '}
            <Link
              to="/$lang/facilities"
              params={{ lang }}
              className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
            >
              {t('panel.tenant.browse')}
            </Link>
          </p>
        )}
      </Container>
    </div>
  )
}
