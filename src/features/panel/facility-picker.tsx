import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import type { PanelFacility } from '@api/contract/panel'
import { useLang } from '~/i18n/use-lang'
import { filterLabel } from '~/ui/records/filter-form'
import { chosenFacility } from './chosen-facility'
import { facilityLabel } from '~/features/panel/facility-label'
import { overviewQuery, unitsQuery } from './queries'
import type { AvailabilitySearch } from './search'

/**
 * Which of the company's facilities a page shows (availability, listing). Shown only when there is a choice; the
 * choice goes into the URL, so a reload keeps it.
 */
export function FacilityPicker({
  facilities,
  current,
  label,
  submitLabel,
  onChoose,
  className,
}: {
  facilities: readonly PanelFacility[]
  current: PanelFacility | undefined
  label: string
  submitLabel: string
  onChoose: (facilityId: number) => void
  /** Spacing from the page around it. */
  className?: string
}) {
  const id = useId()
  if (facilities.length < 2) return null
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChoose(Number(new FormData(event.currentTarget).get('facilityId')))
  }
  return (
    <form
      onSubmit={choose}
      key={current?.id}
      className={cx(css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' }), className)}
    >
      <div>
        <label htmlFor={`${id}-facility`} className={filterLabel}>
          {label}
        </label>
        <select id={`${id}-facility`} name="facilityId" defaultValue={current?.id} className={select()}>
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>
              {facilityLabel(f)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button({ variant: 'outline' })}>
        {submitLabel}
      </button>
    </form>
  )
}

/** In a page: the company, the chosen facility and its units (the loader has them ready). */
export function useChosenFacility(search: AvailabilitySearch) {
  const lang = useLang()
  const { data: overview } = useSuspenseQuery(overviewQuery(search.clientId))
  const facility = chosenFacility(overview.facilities, search.facilityId)
  const units = useQuery({ ...unitsQuery(facility?.id ?? 0, search.clientId, lang), enabled: Boolean(facility) })
  return { overview, facility, units, readOnly: overview.company.readOnly }
}
