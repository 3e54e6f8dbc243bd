import { type FormEvent, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import type { PanelFacility } from '@api/contract/panel'
import { filterLabel } from '~/ui/records/filter-form'

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
            <option key={f.id} value={f.id}>{`${f.name}, ${f.city}`}</option>
          ))}
        </select>
      </div>
      <button type="submit" className={button({ variant: 'outline' })}>
        {submitLabel}
      </button>
    </form>
  )
}
