import { useState } from 'react'
import type { Unit } from '@api/contract/marketplace'
import type { ReservationCreated } from '@api/contract/reservations'
import { useT } from '~/i18n/use-lang'
import { Modal, ModalBody } from '~/ui/modal'
import { ReservationForm } from './reservation-form'
import { ReservationSuccess } from './reservation-success'

export type ReservationDialogProps = {
  slug: string
  unit: Unit
  windowDays: number
  onClose: () => void
  /** The page's unit list and counts are stale: the unit is held now (by this renter or another), or repriced. */
  onStale: () => void
}

/**
 * "Rezerwuj" on an available unit opens this (issue 26). Fetched when first opened, with its dictionary
 * (reservation-dialog.lazy.ts), so the facility page's first load carries none of it.
 */
export function ReservationDialog({ slug, unit, windowDays, onClose, onStale }: ReservationDialogProps) {
  const t = useT()
  const [created, setCreated] = useState<ReservationCreated['reservation']>()
  return (
    <Modal
      titleId="reservation-title"
      title={created ? t('reservation.success.title') : t('reservation.form.title', { code: unit.code })}
      closeLabel={t('reservation.form.close')}
      onClose={onClose}
      size="trial"
      testId="reservation-dialog"
    >
      <ModalBody>
        {created ? (
          <ReservationSuccess reservation={created} onClose={onClose} />
        ) : (
          <ReservationForm
            slug={slug}
            unit={unit}
            windowDays={windowDays}
            onReserved={(reservation) => {
              setCreated(reservation)
              onStale()
            }}
            onStale={onStale}
          />
        )}
      </ModalBody>
    </Modal>
  )
}
