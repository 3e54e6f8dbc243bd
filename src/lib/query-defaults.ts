import type { DefaultOptions } from '@tanstack/react-query'

/**
 * Spec §7/§9: up to 3 retries with exponential backoff capped at 30 s, garbage collection after 5 minutes.
 * The server renders once and does not retry (the edge proxy already retries once), so SSR never stalls on backoff.
 */
export function queryDefaults(isServer: boolean): NonNullable<DefaultOptions['queries']> {
  return {
    retry: isServer ? 0 : 3,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    gcTime: 5 * 60_000,
    staleTime: 30_000,
  }
}
