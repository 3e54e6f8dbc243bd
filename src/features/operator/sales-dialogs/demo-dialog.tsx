import { DemoForm } from './demo-form'
import { SalesDialog } from './sales-dialog'

export function DemoDialog({ onClose }: { onClose: () => void }) {
  return (
    <SalesDialog kind="demo" onClose={onClose}>
      <DemoForm onDone={onClose} />
    </SalesDialog>
  )
}
