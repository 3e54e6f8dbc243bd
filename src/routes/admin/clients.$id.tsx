import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ClientEditForm } from '~/features/admin/clients/client-edit-form'
import { ClientSummary } from '~/features/admin/clients/client-summary'
import { DetailGate } from '~/features/admin/detail-gate'
import { PageTitle } from '~/features/admin/page-title'
import { detailQuery, settle } from '~/features/admin/queries'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/clients/$id')({
  head: adminHead('Klient'),
  loader: ({ context, params }) => settle(context.queryClient.ensureQueryData(detailQuery('clients', Number(params.id)))),
  component: ClientPage,
})

function ClientPage() {
  const id = Number(Route.useParams().id)
  const query = useQuery(detailQuery('clients', id))
  return (
    <>
      <PageTitle title={query.data ? `Klient: ${query.data.companyName || query.data.contactName}` : 'Klient'} />
      <DetailGate query={query}>
        {(client) => (
          <>
            <ClientSummary client={client} />
            <ClientEditForm key={client.id} client={client} />
          </>
        )}
      </DetailGate>
    </>
  )
}
