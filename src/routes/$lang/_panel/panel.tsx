import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { DataTable } from '~/ui/table/data-table'
import { formatDuration, relativeTime } from '~/lib/relative-time'
import { overviewQuery } from '~/features/panel/queries'
import { facilityLabel } from '~/features/panel/facility-label'
import { Checklist } from '~/features/panel/onboarding/checklist'
import { onboardingQuery } from '~/features/panel/onboarding/queries'
import { useLang, useT } from '~/i18n/use-lang'

export const Route = createFileRoute('/$lang/_panel/panel')({
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(overviewQuery(deps.clientId)),
      context.queryClient.ensureQueryData(onboardingQuery(deps.clientId)),
    ]),
  component: OverviewPage,
})

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div
      className={css({ bg: 'white', borderRadius: 'lg', border: '1px solid', borderColor: 'border.default', p: '4' })}
    >
      <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontSize: '2xl', fontWeight: '800', color: 'fg.strong', mt: '1' })} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function OverviewPage() {
  const t = useT()
  const lang = useLang()
  const { clientId } = Route.useSearch()
  const { data } = useSuspenseQuery(overviewQuery(clientId))
  const { data: onboarding } = useSuspenseQuery(onboardingQuery(clientId))
  const search = clientId ? { clientId } : {}
  return (
    <>
      <h1 className={css({ textStyle: 'h2' })}>{t('panel.nav.overview')}</h1>
      <p className={css({ color: 'fg.muted', mt: '1' })}>
        {t('panel.overview.lead', { company: data.company.companyName ?? '' })}
      </p>
      {onboarding.firstRun ? (
        <Checklist data={onboarding} clientId={clientId} readOnly={data.company.readOnly} />
      ) : null}
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: '4',
          my: '6',
        })}
      >
        <Stat label={t('panel.overview.inquiriesThisWeek')} value={String(data.inquiriesThisWeek)} testId="stat-week" />
        <Stat label={t('panel.overview.newInquiries')} value={String(data.newInquiries)} testId="stat-new" />
        <Stat
          label={t('panel.overview.medianResponse')}
          value={
            data.medianResponseMinutes === null
              ? t('panel.overview.noData')
              : formatDuration(lang, data.medianResponseMinutes)
          }
          testId="stat-median"
        />
      </dl>
      <p className={css({ mb: '6', display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <Link
          to="/$lang/panel-inquiries"
          params={{ lang }}
          search={search}
          className={css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })}
        >
          {t('panel.overview.openInquiries')}
        </Link>
        {data.company.readOnly ? null : (
          <Link
            to="/$lang/panel-new-facility"
            params={{ lang }}
            search={search}
            className={css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })}
            data-testid="add-facility"
          >
            {t('onboarding.checklist.facility.add')}
          </Link>
        )}
      </p>
      {data.facilities.length ? (
        <DataTable
          caption={t('panel.overview.facilities')}
          rows={data.facilities}
          rowKey={(f) => f.id}
          columns={[
            {
              header: 'panel.overview.facility',
              cell: (f) => (
                <>
                  <strong>{f.name}</strong>
                  {f.publication === 'published' ? null : (
                    <>
                      {' '}
                      <span className={badge({ tone: f.publication === 'rejected' ? 'danger' : 'accent' })}>
                        {t(`onboarding.publication.${f.publication}Badge`)}
                      </span>
                    </>
                  )}
                </>
              ),
            },
            { header: 'panel.overview.city', cell: (f) => f.city },
            {
              header: 'panel.overview.available',
              cell: (f) => <span data-testid={`available-${f.id}`}>{f.units.available}</span>,
            },
            { header: 'panel.overview.held', cell: (f) => <span data-testid={`held-${f.id}`}>{f.units.held}</span> },
            { header: 'panel.overview.occupied', cell: (f) => f.units.occupied },
            { header: 'panel.overview.total', cell: (f) => f.units.total },
            {
              header: 'panel.overview.updated',
              cell: (f) =>
                f.availabilityUpdatedAt ? (
                  <span suppressHydrationWarning>{relativeTime(lang, f.availabilityUpdatedAt)}</span>
                ) : (
                  t('panel.overview.never')
                ),
            },
            {
              header: 'panel.availability.title',
              cell: (f) => (
                <Link
                  to="/$lang/panel-availability"
                  params={{ lang }}
                  search={{ ...search, facilityId: f.id }}
                  aria-label={t('panel.overview.manage', { name: facilityLabel(f) })}
                  className={css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })}
                >
                  {t('panel.overview.manageShort')}
                </Link>
              ),
            },
          ]}
        />
      ) : (
        <p>{t('panel.overview.noFacilities')}</p>
      )}
    </>
  )
}
