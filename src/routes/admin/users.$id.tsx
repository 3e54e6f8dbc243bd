import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DetailGate } from '~/features/admin/detail-gate'
import { PageTitle } from '~/features/admin/page-title'
import { detailQuery, settle } from '~/features/admin/queries'
import { SendCredentials } from '~/features/admin/users/send-credentials'
import { UserEditForm } from '~/features/admin/users/user-edit-form'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/users/$id')({
  head: adminHead('Użytkownik'),
  loader: ({ context, params }) => settle(context.queryClient.ensureQueryData(detailQuery('users', Number(params.id)))),
  component: UserPage,
})

function UserPage() {
  const id = Number(Route.useParams().id)
  const query = useQuery(detailQuery('users', id))
  return (
    <>
      <PageTitle title={query.data ? `Użytkownik: ${query.data.email}` : 'Użytkownik'} />
      <DetailGate query={query}>
        {(user) => (
          <>
            <UserEditForm key={user.id} user={user} />
            <SendCredentials userId={user.id} />
          </>
        )}
      </DetailGate>
    </>
  )
}
