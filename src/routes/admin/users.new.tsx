import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '~/features/admin/page-title'
import { UserCreateForm } from '~/features/admin/users/user-create-form'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/users/new')({
  head: adminHead('Nowy użytkownik'),
  component: () => (
    <>
      <PageTitle title="Nowy użytkownik" />
      <UserCreateForm />
    </>
  ),
})
