import { lazy, Suspense } from 'react'
import { useAddFacilityModal } from './use-add-facility-modal'

// Opens 5 s after load at the earliest: the dialog's code is fetched then, not with the page (ADR 0028).
const AddFacilityDialog = lazy(() => import('./add-facility-dialog').then((m) => ({ default: m.AddFacilityDialog })))

/** The add-facility invitation: when it may open is decided here (see useAddFacilityModal). */
export function AddFacilityModal() {
  const { open, close } = useAddFacilityModal()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <AddFacilityDialog close={close} />
    </Suspense>
  )
}
