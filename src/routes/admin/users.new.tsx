import { createFileRoute } from '@tanstack/react-router'
import { newRoute } from '~/features/admin/resource/routes'
import { UserCreateForm } from '~/features/admin/users/user-create-form'

export const Route = createFileRoute('/admin/users/new')(newRoute('users', UserCreateForm))
