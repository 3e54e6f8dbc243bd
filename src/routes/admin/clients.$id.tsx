import { createFileRoute } from '@tanstack/react-router'
import { clientsResource } from '~/features/admin/clients/clients-resource'
import { detailLoader, detailPage } from '~/features/admin/resource/pages'
import { clientsRoute, detailRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/clients/$id')({
  ...detailRouteOptions(clientsRoute),
  loader: detailLoader(clientsRoute),
  component: detailPage(clientsResource),
})
