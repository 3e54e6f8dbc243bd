import { SalesDialog } from './sales-dialog'
import { TrialForm } from './trial-form'

export function TrialDialog({ onClose }: { onClose: () => void }) {
  return (
    <SalesDialog kind="trial" onClose={onClose}>
      <TrialForm onDone={onClose} />
    </SalesDialog>
  )
}
