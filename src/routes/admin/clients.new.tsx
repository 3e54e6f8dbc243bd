import { createFileRoute } from '@tanstack/react-router'
import { ClientCreateForm } from '~/features/admin/clients/client-create-form'
import { newPage } from '~/features/admin/resource/pages'
import { clientsRoute, newRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/clients/new')({
  ...newRouteOptions(clientsRoute),
  component: newPage('clients', ClientCreateForm),
})
