import { useOnDemand } from '~/ui/on-demand'
import { useAddFacilityModal } from './use-add-facility-modal'

// Opens 5 s after load at the earliest: the dialog's code is fetched when it is due, not with the page (ADR 0028).
const loadDialog = () => import('./add-facility-dialog').then((m) => m.AddFacilityDialog)

/** The add-facility invitation: when it may open is decided here (see useAddFacilityModal). */
export function AddFacilityModal() {
  const { open, close } = useAddFacilityModal()
  const AddFacilityDialog = useOnDemand(loadDialog, open)
  if (!open || !AddFacilityDialog) return null
  return <AddFacilityDialog close={close} />
}
