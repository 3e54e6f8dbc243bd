import { createFileRoute } from '@tanstack/react-router'
import { facilitiesResource } from '~/features/admin/facilities/facilities-resource'
import { listLoader, listPage } from '~/features/admin/resource/pages'
import { facilitiesRoute, listRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/facilities/')({
  ...listRouteOptions(facilitiesRoute),
  loader: listLoader(facilitiesRoute),
  component: listPage(facilitiesResource),
})
