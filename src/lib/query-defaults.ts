import type { DefaultOptions } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** Answers that another try cannot change: a 4xx other than a timeout (408) or a rate limit (429). */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status)
}

/**
 * Spec §7/§9: up to 3 retries with exponential backoff capped at 30 s, garbage collection after 5 minutes.
 * The server renders once and does not retry (the edge proxy already retries once), so SSR never stalls on backoff.
 * A final answer (an unknown facility's 404) is not retried: three retries made a client-side visit wait 7 s for it.
 */
export function queryDefaults(isServer: boolean): NonNullable<DefaultOptions['queries']> {
  return {
    retry: (failures, error) => !isServer && failures < 3 && !isFinal(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    gcTime: 5 * 60_000,
    staleTime: 30_000,
  }
}
