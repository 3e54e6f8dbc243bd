import { createFileRoute } from '@tanstack/react-router'
import { ClientCreateForm } from '~/features/admin/clients/client-create-form'
import { newRoute } from '~/features/admin/resource/routes'

export const Route = createFileRoute('/admin/clients/new')(newRoute('clients', ClientCreateForm))
