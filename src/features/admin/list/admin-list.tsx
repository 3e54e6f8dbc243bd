import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ListResponse } from '../contract'
import type { ListSearch } from '../search'
import { ListEmpty, ListError, ListLoading } from './list-state'
import { Pager } from './pager'

type Props<T> = {
  query: UseQueryResult<ListResponse<T>>
  search: ListSearch
  onPage: (page: number) => void
  children: (items: T[]) => ReactNode
}

/** Loading / error / empty / rows + pager for any admin list query. */
export function AdminList<T>({ query, search, onPage, children }: Props<T>) {
  if (query.isPending) return <ListLoading />
  if (query.isError && !query.data) return <ListError error={query.error} onRetry={() => void query.refetch()} />
  const { items, total } = query.data!
  return (
    <div aria-busy={query.isFetching} data-testid="admin-list">
      {items.length ? children(items) : <ListEmpty />}
      <Pager page={search.page} limit={search.limit} total={total} onPage={onPage} />
    </div>
  )
}
