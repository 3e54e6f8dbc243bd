import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-lang'
import { Modal } from '~/ui/modal'
import { DialogSwitch } from './dialog-switch'

/** The demo or trial dialog: its title and lead, the form, and the way over to the other dialog. */
export function SalesDialog({
  kind,
  onClose,
  children,
}: {
  kind: 'demo' | 'trial'
  onClose: () => void
  children: ReactNode
}) {
  const t = useT()
  return (
    <Modal
      size={kind}
      titleId={`${kind}-title`}
      title={t(`sales.${kind}.title`)}
      descriptionId={`${kind}-lead`}
      description={t(`sales.${kind}.lead`)}
      closeLabel={t('sales.panels.close')}
      onClose={onClose}
      testId={`${kind}-panel`}
    >
      {children}
      <DialogSwitch to={kind === 'demo' ? 'trial' : 'demo'} />
    </Modal>
  )
}
