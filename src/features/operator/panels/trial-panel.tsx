import { PanelDialog } from './panel-dialog'
import { TrialForm } from './trial-form'

export function TrialPanel({ onClose }: { onClose: () => void }) {
  return (
    <PanelDialog kind="trial" onClose={onClose}>
      <TrialForm onDone={onClose} />
    </PanelDialog>
  )
}
