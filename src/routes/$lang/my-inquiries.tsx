import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { DataTable } from '~/features/admin/list/data-table'
import { NOINDEX, PRIVATE_HEADERS, requireRole } from '~/features/panel/guard'
import { formatDateTime } from '~/lib/datetime'
import { tenantInquiriesQuery } from '~/features/panel/queries'
import { StageBadge } from '~/features/panel/stage-badge'
import { translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** "Moje zapytania": the tenant's inquiries and where the operator is with each (issue 19). */
export const Route = createFileRoute('/$lang/my-inquiries')({
  beforeLoad: async ({ context, location, params }) => ({
    user: await requireRole(context.queryClient, langOf(params), location, ['TENANT']),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(tenantInquiriesQuery),
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'account.inquiries.title') }, NOINDEX] }),
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
        <h1 className={css({ textStyle: 'h1' })}>{t('account.inquiries.title')}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', overflowWrap: 'anywhere' })}>
          {t('account.inquiries.lead', { email: user.email })}
        </p>
        {data.items.length ? (
          <DataTable
            caption={t('account.inquiries.caption')}
            rows={data.items}
            rowKey={(i) => i.id}
            columns={[
              { header: 'account.inquiries.date', cell: (i) => formatDateTime(lang, i.createdAt) },
              {
                header: 'account.inquiries.facility',
                cell: (i) =>
                  i.facilitySlug && i.facilityName ? (
                    <Link
                      to="/$lang/facility/$slug"
                      params={{ lang, slug: i.facilitySlug }}
                      className={css({ color: 'fg.brand', textDecoration: 'underline' })}
                    >
                      {i.facilityName}
                    </Link>
                  ) : (
                    t('account.inquiries.unknownFacility')
                  ),
              },
              { header: 'account.inquiries.unit', cell: (i) => i.unitCode ?? '—' },
              {
                header: 'account.inquiries.status',
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
            {t('account.inquiries.empty')}{' '}
            <Link
              to="/$lang/facilities"
              params={{ lang }}
              className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
            >
              {t('account.inquiries.browse')}
            </Link>
          </p>
        )}
      </Container>
    </div>
  )
}
