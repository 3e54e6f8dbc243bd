import { createFileRoute } from '@tanstack/react-router'
import { clientsResource } from '~/features/admin/clients/clients-resource'
import { listLoader, listPage } from '~/features/admin/resource/pages'
import { clientsRoute, listRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/clients/')({
  ...listRouteOptions(clientsRoute),
  loader: listLoader(clientsRoute),
  component: listPage(clientsResource),
})
