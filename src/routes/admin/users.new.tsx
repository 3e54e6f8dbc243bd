import { createFileRoute } from '@tanstack/react-router'
import { UserCreateForm } from '~/features/admin/users/user-create-form'
import { newPage } from '~/features/admin/resource/pages'
import { usersRoute, newRouteOptions } from '~/features/admin/resource/route-options'

export const Route = createFileRoute('/admin/users/new')({
  ...newRouteOptions(usersRoute),
  component: newPage('users', UserCreateForm),
})
