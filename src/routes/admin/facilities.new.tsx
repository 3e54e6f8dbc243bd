import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { FacilityCreateForm } from '~/features/admin/facilities/facility-create-form'
import { ListLoading } from '~/features/admin/list/list-state'
import { detailQuery, settle } from '~/features/admin/queries'
import { newRoute } from '~/features/admin/resource/routes'

/** `?clientId=` (from a client's page) preselects the client. */
const search = v.object({ clientId: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined) })

export const Route = createFileRoute('/admin/facilities/new')({
  ...newRoute('facilities', NewFacilityForm),
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (deps.clientId ? settle(context.queryClient.ensureQueryData(detailQuery('clients', deps.clientId))) : undefined),
})

function NewFacilityForm() {
  const { clientId } = Route.useSearch()
  const client = useQuery({ ...detailQuery('clients', clientId ?? 0), enabled: Boolean(clientId) })
  const initial = client.data ? { id: client.data.id, label: client.data.companyName ? `${client.data.companyName} – ${client.data.contactName}` : client.data.contactName } : null
  return clientId && client.isPending ? <ListLoading /> : <FacilityCreateForm key={initial?.id ?? 0} initialClient={initial} />
}
