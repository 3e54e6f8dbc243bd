import { useQuery } from '@tanstack/react-query'
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { FacilityCreateForm } from '~/features/admin/facilities/facility-create-form'
import { ListLoading } from '~/features/admin/list/list-state'
import { PageTitle } from '~/features/admin/page-title'
import { detailQuery, settle } from '~/features/admin/queries'
import { adminHead } from '~/features/admin/head'

/** `?clientId=` (from a client's page) preselects the client. */
const search = (raw: { clientId?: unknown } & SearchSchemaInput) => {
  const id = raw.clientId === undefined ? NaN : Number(raw.clientId)
  return { clientId: Number.isInteger(id) && id >= 1 ? id : undefined }
}

export const Route = createFileRoute('/admin/facilities/new')({
  head: adminHead('Nowy obiekt'),
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => (deps.clientId ? settle(context.queryClient.ensureQueryData(detailQuery('clients', deps.clientId))) : undefined),
  component: NewFacilityPage,
})

function NewFacilityPage() {
  const { clientId } = Route.useSearch()
  const client = useQuery({ ...detailQuery('clients', clientId ?? 0), enabled: Boolean(clientId) })
  const initial = client.data ? { id: client.data.id, label: client.data.companyName ? `${client.data.companyName} – ${client.data.contactName}` : client.data.contactName } : null
  return (
    <>
      <PageTitle title="Nowy obiekt" />
      {clientId && client.isPending ? <ListLoading /> : <FacilityCreateForm key={initial?.id ?? 0} initialClient={initial} />}
    </>
  )
}
