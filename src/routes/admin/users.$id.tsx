import { createFileRoute } from '@tanstack/react-router'
import { usersResource } from '~/features/admin/users/users-resource'
import { detailLoader, detailPage } from '~/features/admin/resource/pages'
import { usersRoute, detailRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/users/$id')({
  ...detailRouteOptions(usersRoute),
  loader: detailLoader(usersRoute),
  component: detailPage(usersResource),
})
