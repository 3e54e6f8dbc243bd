import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, input, select } from 'styled-system/recipes'
import type { PanelFacility } from '@api/contract/panel'
import { RESERVATION_WINDOW } from '@api/contract/reservation-values'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { FormAlert } from '~/ui/form/form-alert'
import { filterLabel as label } from '~/ui/records/filter-form'
import { facilityLabel } from '~/features/panel/facility-label'

/** How far ahead renters may reserve at one facility (7–60 days): SpareFoot's operator-set window. */
export function ReservationWindowForm({ facilities }: { facilities: PanelFacility[] }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [facilityId, setFacilityId] = useState(facilities[0]?.id)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const current = facilities.find((f) => f.id === facilityId)
  if (!current) return null
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const days = Number(new FormData(event.currentTarget).get('days'))
    if (!Number.isInteger(days) || days < RESERVATION_WINDOW.min || days > RESERVATION_WINDOW.max)
      return setResult({ ok: false, text: t('reservation.panel.windowError') })
    try {
      await read(
        api.panel.facilities[':id']['reservation-window'].$patch({ param: { id: String(current.id) }, json: { days } }),
      )
      setResult({ ok: true, text: t('reservation.panel.windowSaved', { days }) })
      await queryClient.invalidateQueries({ queryKey: ['panel'] })
    } catch {
      setResult({ ok: false, text: t('reservation.panel.failed') })
    }
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={css({
        mt: '8',
        bg: 'white',
        p: '4',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <h2 id={`${id}-title`} className={css({ fontWeight: '700', fontSize: 'lg', mb: '3' })}>
        {t('reservation.panel.window')}
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        key={`${current.id}-${current.reservationWindowDays}`}
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: '2fr 1fr auto' },
          alignItems: 'end',
        })}
      >
        <div>
          <label htmlFor={`${id}-facility`} className={label}>
            {t('reservation.panel.filterFacility')}
          </label>
          <select
            id={`${id}-facility`}
            value={current.id}
            onChange={(event) => {
              setFacilityId(Number(event.target.value))
              setResult(null)
            }}
            className={select()}
          >
            {facilities.map((f) => (
              <option key={f.id} value={f.id}>
                {facilityLabel(f)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-days`} className={label}>
            {t('reservation.panel.windowLabel')}
          </label>
          <input
            id={`${id}-days`}
            name="days"
            type="number"
            min={RESERVATION_WINDOW.min}
            max={RESERVATION_WINDOW.max}
            step={1}
            defaultValue={current.reservationWindowDays}
            className={input()}
            aria-describedby={result ? `${id}-result` : undefined}
          />
        </div>
        <button type="submit" className={button({ size: 'md' })}>
          {t('reservation.panel.windowSave')}
        </button>
      </form>
      {result ? (
        result.ok ? (
          <p id={`${id}-result`} role="status" className={css({ mt: '3', color: 'success.700', fontWeight: '600' })}>
            {result.text}
          </p>
        ) : (
          <FormAlert id={`${id}-result`} className={css({ mt: '3' })}>
            {result.text}
          </FormAlert>
        )
      ) : null}
    </section>
  )
}
