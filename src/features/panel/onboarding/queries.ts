import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

const scoped = (clientId: number | undefined) => (clientId ? { clientId: String(clientId) } : {})

/** The first-run checklist's state (issue 42): company data, verification, facilities and what each still lacks. */
export const onboardingQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'onboarding'] as const,
    queryFn: ({ signal }) => read(api.panel.onboarding.$get({ query: scoped(clientId) }, callOptions({ signal }))),
    staleTime: 15_000,
  })
