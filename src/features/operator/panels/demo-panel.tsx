import { useT } from '~/i18n/use-lang'
import { Modal } from '~/ui/modal'
import { PanelSwitch } from './panel-switch'
import { DemoForm } from './demo-form'

export function DemoPanel({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <Modal size="demo" titleId="demo-title" title={t('operator.demo.title')} descriptionId="demo-lead" description={t('operator.demo.lead')} closeLabel={t('operator.panels.close')} onClose={onClose} testId="demo-panel">
      <DemoForm onDone={onClose} />
      <PanelSwitch to="trial" />
    </Modal>
  )
}
