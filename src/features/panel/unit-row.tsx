import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { badge, button, input } from 'styled-system/recipes'
import { type PanelUnit, UnitUpdateSchema, type UnitUpdateInput } from '@api/contract/panel'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { describedBy } from '~/ui/form/field-state'
import { tableCell } from '~/ui/table/data-table'
import { toast } from '~/ui/toast'
import { apiIssue, issueText } from './issues'
import { UnitHold } from './unit-hold'

const TONE = { free: 'success', held: 'accent', occupied: 'danger', inactive: 'neutral' } as const

/** The reservation named by a 409 UNIT_HELD, or null for any other failure. */
function heldBy(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.code !== 'UNIT_HELD') return null
  try {
    return (JSON.parse(failure.body) as { reservationCode?: string }).reservationCode ?? null
  } catch {
    return null
  }
}

/**
 * One unit: occupancy toggle and monthly price, each saved on its own (the same schema as the API's). A held unit
 * has no toggle: it shows its reservation and that reservation's next move instead.
 */
export function UnitRow({
  unit,
  readOnly,
  clientId,
}: {
  unit: PanelUnit
  readOnly: boolean
  clientId: number | undefined
}) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const save = async (change: UnitUpdateInput) => {
    setBusy(true)
    try {
      await read(api.panel.units[':id'].$patch({ param: { id: String(unit.id) }, json: change }))
      await queryClient.invalidateQueries({ queryKey: ['panel'] })
      setError(null)
      setRefused(null)
      toast(t('panel.availability.saved', { code: unit.code }), 'success')
    } catch (failure) {
      const reservationCode = heldBy(failure)
      if (reservationCode) {
        // The page was older than the hold: say why, and show the row as it is now, with the hold's own move.
        setRefused(t('panel.availability.heldRefused', { unit: unit.code, code: reservationCode }))
        await queryClient.invalidateQueries({ queryKey: ['panel'] })
        return
      }
      const message = apiIssue(t, failure)
      if (message) setError(message)
      else toast(t('panel.availability.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const submitPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const raw = String(new FormData(event.currentTarget).get('priceMonthly') ?? '')
    const parsed = v.safeParse(UnitUpdateSchema, { priceMonthly: raw })
    if (!parsed.success) {
      setError(issueText(t, parsed.issues[0]?.message) ?? t('panel.errors.priceInvalid'))
      return
    }
    void save({ priceMonthly: parsed.output.priceMonthly })
  }
  const status = unit.state
  const errorId = `${id}-error`
  return (
    <tr data-testid={`unit-${unit.code}`}>
      <th scope="row" className={tableCell}>
        {unit.code}
      </th>
      <td className={tableCell}>{unit.sizeLabel}</td>
      <td className={tableCell}>{unit.typeName}</td>
      <td className={tableCell}>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <span className={badge({ tone: TONE[status] })} data-testid="unit-status">
            {t(`panel.availability.${status}`)}
          </span>
          {unit.hold ? (
            <UnitHold unit={unit} hold={unit.hold} readOnly={readOnly} clientId={clientId} />
          ) : readOnly || !unit.isActive ? null : (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              aria-disabled={busy || undefined}
              onClick={() => !busy && void save({ isOccupied: !unit.isOccupied })}
              data-testid="unit-toggle"
            >
              {unit.isOccupied ? t('panel.availability.markFreeShort') : t('panel.availability.markOccupiedShort')}
              <span className={css({ srOnly: true })}> {unit.code}</span>
            </button>
          )}
          {/* Said while the hold lasts: once moved in or freed, the row speaks for itself. */}
          {refused && unit.hold ? (
            <p
              role="alert"
              className={css({ color: 'danger.700', fontSize: 'xs', w: 'full' })}
              data-testid="unit-held-refused"
            >
              {refused}
            </p>
          ) : null}
        </div>
      </td>
      <td className={tableCell}>
        {readOnly ? (
          (unit.priceMonthly ?? '—')
        ) : (
          <form
            onSubmit={submitPrice}
            noValidate
            className={css({ display: 'flex', gap: '2', alignItems: 'start', flexWrap: 'wrap' })}
          >
            <div>
              <label htmlFor={`${id}-price`} className={css({ srOnly: true })}>
                {t('panel.availability.priceFor', { code: unit.code })}
              </label>
              <input
                id={`${id}-price`}
                name="priceMonthly"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={unit.priceMonthly ?? ''}
                key={unit.priceMonthly ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && errorId)}
                className={`${input({ size: 'sm' })} ${css({ w: '28' })}`}
                data-testid="unit-price"
              />
              {error ? (
                <p
                  id={errorId}
                  className={css({ color: 'danger.700', fontSize: 'xs', mt: '1', maxW: '48' })}
                  data-testid="unit-price-error"
                >
                  {error}
                </p>
              ) : null}
            </div>
            <button type="submit" className={button({ size: 'sm' })} aria-disabled={busy || undefined}>
              {t('panel.availability.save')}
              <span className={css({ srOnly: true })}> {unit.code}</span>
            </button>
          </form>
        )}
      </td>
    </tr>
  )
}
