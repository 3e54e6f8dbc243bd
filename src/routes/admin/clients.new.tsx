import { createFileRoute } from '@tanstack/react-router'
import { ClientCreateForm } from '~/features/admin/clients/client-create-form'
import { PageTitle } from '~/features/admin/page-title'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/clients/new')({
  head: adminHead('Nowy klient'),
  component: () => (
    <>
      <PageTitle title="Nowy klient" />
      <ClientCreateForm />
    </>
  ),
})
