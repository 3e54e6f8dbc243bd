import { useId } from 'react'
import { button } from 'styled-system/recipes'
import type { PanelFacility } from '@api/contract/panel'
import { RESERVATION_STATUSES } from '@api/contract/reservation-values'
import { useT } from '~/i18n/use-lang'
import { FilterForm, FilterSelect } from '~/ui/records/filter-form'
import { facilityLabel } from '~/features/panel/facility-label'
import type { ReservationSearch } from './queries'

/** The operator's reservation list's filters: status and facility, kept in the URL. */
export function ReservationFilters({
  search,
  facilities,
  onApply,
}: {
  search: ReservationSearch
  facilities: PanelFacility[]
  onApply: (next: ReservationSearch) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <FilterForm
      label={t('reservation.panel.title')}
      layout="narrow-wide"
      values={search}
      onFilters={({ text, id: number }) =>
        onApply({
          clientId: search.clientId,
          status: text('status') as ReservationSearch['status'],
          facilityId: number('facilityId'),
        })
      }
    >
      <FilterSelect
        id={`${id}-status`}
        name="status"
        label={t('reservation.panel.filterStatus')}
        anyLabel={t('reservation.panel.all')}
        value={search.status}
        options={RESERVATION_STATUSES.map((status) => ({ value: status, label: t(`reservation.status.${status}`) }))}
      />
      <FilterSelect
        id={`${id}-facility`}
        name="facilityId"
        label={t('reservation.panel.filterFacility')}
        anyLabel={t('reservation.panel.all')}
        value={search.facilityId}
        options={facilities.map((f) => ({ value: f.id, label: facilityLabel(f) }))}
      />
      <button type="submit" className={button({ size: 'md' })}>
        {t('reservation.panel.apply')}
      </button>
    </FilterForm>
  )
}
