import { useT } from '~/i18n/use-lang'
import { Modal } from '~/ui/modal'
import { PanelSwitch } from './panel-switch'
import { TrialForm } from './trial-form'

export function TrialPanel({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <Modal size="trial" titleId="trial-title" title={t('operator.trial.title')} descriptionId="trial-lead" description={t('operator.trial.lead')} closeLabel={t('operator.panels.close')} onClose={onClose} testId="trial-panel">
      <TrialForm onDone={onClose} />
      <PanelSwitch to="demo" />
    </Modal>
  )
}
