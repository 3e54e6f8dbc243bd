import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { DetailGate } from '~/features/admin/detail-gate'
import { FacilityEditForm } from '~/features/admin/facilities/facility-edit-form'
import { PageTitle } from '~/features/admin/page-title'
import { detailQuery, settle } from '~/features/admin/queries'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/facilities/$id')({
  head: adminHead('Obiekt'),
  loader: ({ context, params }) => settle(context.queryClient.ensureQueryData(detailQuery('facilities', Number(params.id)))),
  component: FacilityPage,
})

function FacilityPage() {
  const id = Number(Route.useParams().id)
  const query = useQuery(detailQuery('facilities', id))
  return (
    <>
      <PageTitle title={query.data ? `Obiekt: ${query.data.name}` : 'Obiekt'} />
      <DetailGate query={query}>
        {(facility) => (
          <>
            <p className={css({ mb: '4', color: 'fg.muted' })}>
              Klient: {facility.client.companyName || facility.client.contactName} · adres w serwisie: /{facility.slug}
            </p>
            <FacilityEditForm key={facility.id} facility={facility} />
          </>
        )}
      </DetailGate>
    </>
  )
}
