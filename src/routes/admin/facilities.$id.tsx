import { createFileRoute } from '@tanstack/react-router'
import { facilitiesResource } from '~/features/admin/facilities/facilities-resource'
import { detailLoader, detailPage } from '~/features/admin/resource/pages'
import { facilitiesRoute, detailRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/facilities/$id')({
  ...detailRouteOptions(facilitiesRoute),
  loader: detailLoader(facilitiesRoute),
  component: detailPage(facilitiesResource),
})
