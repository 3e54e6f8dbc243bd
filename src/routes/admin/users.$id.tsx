import { createFileRoute } from '@tanstack/react-router'
import { detailRoute } from '~/features/admin/resource/routes'
import { usersResource } from '~/features/admin/users/users-resource'

export const Route = createFileRoute('/admin/users/$id')(detailRoute(usersResource))
