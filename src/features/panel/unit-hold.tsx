import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PanelUnit, PanelUnitHold } from '@api/contract/panel'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatCalendarDate } from '~/lib/datetime'
import { toast } from '~/ui/toast'

const noteText = css({ fontSize: 'xs', color: 'fg.muted', w: 'full' })

/**
 * A held unit's row (issue 39): which reservation holds it and until when, and the reservation's next move towards
 * moving in. A pending hold is confirmed first; only a confirmed one can be marked moved in (the panel's states).
 */
export function UnitHold({
  unit,
  hold,
  readOnly,
  clientId,
}: {
  unit: PanelUnit
  hold: PanelUnitHold
  readOnly: boolean
  clientId: number | undefined
}) {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const action = hold.status === 'pending' ? 'confirm' : 'moved_in'
  const act = async () => {
    setBusy(true)
    try {
      await read(
        api.panel.reservations[':id'].actions.$post({
          param: { id: String(hold.reservationId) },
          json: { action, reason: '' },
        }),
      )
      toast(
        action === 'confirm'
          ? t('panel.availability.holdConfirmed', { code: hold.code })
          : t('panel.availability.movedIn', { unit: unit.code }),
        'success',
      )
    } catch {
      toast(t('reservation.panel.failed'), 'error')
    } finally {
      // Saved or not, the row shows the unit as it is now (another tab may have moved the reservation).
      await queryClient.invalidateQueries({ queryKey: ['panel'] })
      setBusy(false)
    }
  }
  return (
    <>
      <span className={noteText} data-testid="unit-hold">
        <Link
          to="/$lang/panel-reservations/$id"
          params={{ lang, id: String(hold.reservationId) }}
          search={clientId ? { clientId } : {}}
          className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: '600' })}
        >
          {hold.code}
        </Link>{' '}
        · {t(`reservation.status.${hold.status}`)} ·{' '}
        {t('panel.availability.heldUntil', { date: formatCalendarDate(lang, hold.holdUntil) })}
      </span>
      {/* An unconfirmed hold waits for the renter's own confirmation (ADR 0087): nothing for the operator to do yet. */}
      {readOnly || hold.status === 'unconfirmed' ? null : (
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          aria-disabled={busy || undefined}
          onClick={() => !busy && void act()}
          data-testid={`unit-hold-${action}`}
        >
          {action === 'confirm' ? t('panel.availability.confirmHold') : t('panel.availability.markMovedIn')}
          <span className={css({ srOnly: true })}> {unit.code}</span>
        </button>
      )}
    </>
  )
}
