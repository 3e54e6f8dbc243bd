import { createFileRoute } from '@tanstack/react-router'
import { usersResource } from '~/features/admin/users/users-resource'
import { listLoader, listPage } from '~/features/admin/resource/pages'
import { usersRoute, listRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/users/')({
  ...listRouteOptions(usersRoute),
  loader: listLoader(usersRoute),
  component: listPage(usersResource),
})
