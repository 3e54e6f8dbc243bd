import { useQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { FacilityCreateForm } from '~/features/admin/facilities/facility-create-form'
import { ListLoading } from '~/features/admin/list/list-state'
import { detailQuery, settle } from '~/features/admin/queries'
import { newPage } from '~/features/admin/resource/pages'
import { facilitiesRoute, newRouteOptions } from '~/features/admin/resource/route-options'

/** `?clientId=` (from a client's page) preselects the client. */
const search = (raw: { clientId?: unknown } & SearchSchemaInput) => {
  const id = raw.clientId === undefined ? NaN : Number(raw.clientId)
  return { clientId: Number.isInteger(id) && id >= 1 ? id : undefined }
}

export const Route = createFileRoute('/admin/facilities/new')({
  ...newRouteOptions(facilitiesRoute),
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.clientId ? settle(context.queryClient.ensureQueryData(detailQuery('clients', deps.clientId))) : undefined,
  component: newPage('facilities', NewFacilityForm),
})

function NewFacilityForm() {
  const { clientId } = Route.useSearch()
  const client = useQuery({ ...detailQuery('clients', clientId ?? 0), enabled: Boolean(clientId) })
  const initial = client.data
    ? {
        id: client.data.id,
        label: client.data.companyName
          ? `${client.data.companyName} – ${client.data.contactName}`
          : client.data.contactName,
      }
    : null
  return clientId && client.isPending ? (
    <ListLoading />
  ) : (
    <FacilityCreateForm key={initial?.id ?? 0} initialClient={initial} />
  )
}
