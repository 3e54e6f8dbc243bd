import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { relativeTime } from '~/lib/relative-time'
import { loadChosenFacility } from '~/features/panel/chosen-facility'
import { FacilityPicker, useChosenFacility } from '~/features/panel/facility-picker'
import { facilityLabel } from '~/features/panel/facility-label'
import { unitsQuery } from '~/features/panel/queries'
import { availabilitySearch } from '~/features/panel/search'
import { UnitRow } from '~/features/panel/unit-row'
import { localizedPath } from '~/i18n/route-table'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { TableShell } from '~/ui/table/data-table'

export const Route = createFileRoute('/$lang/_panel/panel-availability')({
  validateSearch: availabilitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const facilityId = await loadChosenFacility(context.queryClient, deps)
    if (facilityId) await context.queryClient.ensureQueryData(unitsQuery(facilityId, deps.clientId, langOf(params)))
  },
  component: AvailabilityPage,
})

function AvailabilityPage() {
  const t = useT()
  const lang = useLang()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { overview, facility, units, readOnly } = useChosenFacility(search)
  const current = units.data?.facility
  return (
    <>
      <h1 className={css({ textStyle: 'h2', mb: '4' })}>{t('panel.availability.title')}</h1>
      <FacilityPicker
        className={css({ mb: '4' })}
        facilities={overview.facilities}
        current={facility}
        label={t('panel.availability.facility')}
        submitLabel={t('panel.availability.show')}
        onChoose={(facilityId) => navigate({ search: { ...search, facilityId } })}
      />
      {/* A draft has no public page yet (issue 42): no promise about it and no link to a 404. */}
      {current?.publication === 'published' ? (
        <p className={css({ color: 'fg.muted', mb: '4', fontSize: 'sm' })}>
          {t('panel.availability.purgeNote')}{' '}
          {current.availabilityUpdatedAt ? (
            <span suppressHydrationWarning>
              {t('panel.freshness', { when: relativeTime(lang, current.availabilityUpdatedAt) })}.{' '}
            </span>
          ) : null}
          <a
            href={localizedPath('facility', lang, current.slug)}
            className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
          >
            {t('panel.availability.viewPublic')}
          </a>
        </p>
      ) : null}
      {units.data?.units.length ? (
        <TableShell
          caption={t('panel.availability.caption', {
            facility: facilityLabel(units.data.facility),
          })}
          headers={(['code', 'size', 'type', 'status', 'price'] as const).map((key) => t(`panel.availability.${key}`))}
        >
          {units.data.units.map((unit) => (
            <UnitRow key={unit.id} unit={unit} readOnly={readOnly} clientId={search.clientId} />
          ))}
        </TableShell>
      ) : units.data ? (
        <p>{t('panel.availability.empty')}</p>
      ) : null}
    </>
  )
}
