import { type FormEvent, useId } from 'react'
import { css } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import type { PanelFacility } from '@api/contract/panel'
import { RESERVATION_STATUSES } from '@api/contract/reservation-values'
import { useT } from '~/i18n/use-lang'
import type { ReservationSearch } from './queries'

const label = css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })

/** GET-style filters: submitting writes them into the URL, so a reload or a shared link shows the same list. */
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined
    onApply({
      clientId: search.clientId,
      status: text('status') as ReservationSearch['status'],
      facilityId: text('facilityId') ? Number(text('facilityId')) : undefined,
    })
  }
  return (
    <form
      role="search"
      aria-label={t('reservation.panel.title')}
      onSubmit={submit}
      key={JSON.stringify(search)}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: '1fr 2fr auto' },
        alignItems: 'end',
        bg: 'white',
        p: '4',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {t('reservation.panel.filterStatus')}
        </label>
        <select id={`${id}-status`} name="status" defaultValue={search.status ?? ''} className={select()}>
          <option value="">{t('reservation.panel.all')}</option>
          {RESERVATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`reservation.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-facility`} className={label}>
          {t('reservation.panel.filterFacility')}
        </label>
        <select id={`${id}-facility`} name="facilityId" defaultValue={search.facilityId ?? ''} className={select()}>
          <option value="">{t('reservation.panel.all')}</option>
          {facilities.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button({ size: 'md' })}>
        {t('reservation.panel.apply')}
      </button>
    </form>
  )
}
