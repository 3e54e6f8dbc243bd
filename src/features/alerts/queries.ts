import { queryOptions } from '@tanstack/react-query'
import type { AlertEditInput } from '@api/contract/alerts'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

/** "Moje alerty": the signed-in TENANT's saved searches. */
export const tenantAlertsQuery = queryOptions({
  queryKey: ['account', 'alerts'] as const,
  queryFn: ({ signal }) => read(api.tenant.alerts.$get({}, callOptions({ signal }))),
  staleTime: 15_000,
})

/** What the account page and the mail's manage page do to one search; each says how it reaches the API. */
export type AlertActions = {
  edit: (id: number, input: AlertEditInput) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
}

export const tenantActions: AlertActions = {
  edit: (id, json) => read(api.tenant.alerts[':id'].$patch({ param: { id: String(id) }, json })),
  remove: (id) => read(api.tenant.alerts[':id'].$delete({ param: { id: String(id) } })),
}

export const linkActions = (token: string): AlertActions => ({
  edit: (id, json) => read(api.alerts.manage.$patch({ json: { ...json, id, token } })),
  remove: (id) => read(api.alerts.unsubscribe.$post({ json: { id, token } })),
})
