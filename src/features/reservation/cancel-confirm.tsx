import { button, modal } from 'styled-system/recipes'
import type { RenterReservation } from '@api/contract/reservations'
import { useT } from '~/i18n/use-lang'
import { Modal } from '~/ui/modal'

const styles = modal({ size: 'sm' })

/**
 * "Moje rezerwacje" asks before cancelling, in the app's own dialog: the question names the reservation, focus starts
 * on keeping it (the safe answer), and Escape or the backdrop keep it too. While the cancel is sent the dialog stays,
 * its button saying so; the page reports the outcome.
 */
export function CancelConfirm({
  reservation,
  busy,
  onConfirm,
  onClose,
}: {
  reservation: RenterReservation
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal
      titleId="cancel-confirm-title"
      title={t('reservation.mine.confirmTitle', { code: reservation.code })}
      description={t('reservation.mine.confirmText')}
      descriptionId="cancel-confirm-text"
      closeLabel={t('reservation.form.close')}
      onClose={onClose}
      size="sm"
      testId="cancel-confirm"
    >
      <div className={styles.footer}>
        <button type="button" className={button({ variant: 'ghost' })} onClick={onClose} data-autofocus>
          {t('reservation.mine.keep')}
        </button>
        <button
          type="button"
          className={button({ variant: 'danger' })}
          onClick={() => (busy ? undefined : onConfirm())}
          aria-disabled={busy || undefined}
        >
          {busy ? t('reservation.cancel.cancelling') : t('reservation.cancel.button')}
        </button>
      </div>
    </Modal>
  )
}
