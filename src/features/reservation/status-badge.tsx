import { badge } from 'styled-system/recipes'
import type { ReservationStatus } from '@api/contract/reservation-values'
import { useT } from '~/i18n/use-lang'

const TONE = {
  unconfirmed: 'neutral',
  pending: 'accent',
  confirmed: 'brand',
  moved_in: 'success',
  no_show: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
} as const satisfies Record<ReservationStatus, string>

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const t = useT()
  return (
    <span className={badge({ tone: TONE[status] })} data-status={status}>
      {t(`reservation.status.${status}`)}
    </span>
  )
}
