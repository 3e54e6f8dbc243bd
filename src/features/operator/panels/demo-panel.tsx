import { DemoForm } from './demo-form'
import { PanelDialog } from './panel-dialog'

export function DemoPanel({ onClose }: { onClose: () => void }) {
  return (
    <PanelDialog kind="demo" onClose={onClose}>
      <DemoForm onDone={onClose} />
    </PanelDialog>
  )
}
