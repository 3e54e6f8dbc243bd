import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ListError, ListLoading } from './list/list-state'

/** Edit pages: the form mounts once with the loaded record as its default value. */
export function DetailGate<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <ListLoading />
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}
