import { createFileRoute } from '@tanstack/react-router'
import { clientsResource } from '~/features/admin/clients/clients-resource'
import { detailRoute } from '~/features/admin/resource/routes'

export const Route = createFileRoute('/admin/clients/$id')(detailRoute(clientsResource))
