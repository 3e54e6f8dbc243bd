import { queryOptions } from '@tanstack/react-query'
import type { ChallengeConfig } from '@api/contract/auth'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

/**
 * Whether the public forms (sign-in, reservation) show Turnstile, and with which site key (ADR 0056): the server's configuration, asked
 * by the sign-in page's loader so the page arrives with the answer. Null where the check is off.
 */
export const challengeQuery = queryOptions({
  queryKey: ['auth', 'challenge'] as const,
  queryFn: ({ signal }): Promise<ChallengeConfig> => read(api.auth.challenge.$get({}, callOptions({ signal }))),
  staleTime: 5 * 60_000,
})
