import { createFileRoute } from '@tanstack/react-router'
import { facilitiesResource } from '~/features/admin/facilities/facilities-resource'
import { listRoute } from '~/features/admin/resource/routes'

export const Route = createFileRoute('/admin/facilities/')(listRoute(facilitiesResource))
