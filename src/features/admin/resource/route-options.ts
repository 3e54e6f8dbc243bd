import { stripSearchParams } from '@tanstack/react-router'
import { adminHead } from '../head'
import type { Resource } from '../queries'
import { clientsSearch, facilitiesSearch, usersSearch } from '../search'
import type { ListSchema, ResourceRoute } from './define'

// The route tree every public page loads holds these options, so this module imports only titles and search parsers.
// A route's loader and component come from ./pages.tsx, written in the route file's own options literal: TanStack's
// code splitter moves only what that literal names into the route's lazy chunk (ADR 0026).

const resourceRoute = <R extends Resource, S extends ListSchema>(def: ResourceRoute<R, S>) => def

export const clientsRoute = resourceRoute({ resource: 'clients', search: clientsSearch, defaultSort: 'id:desc' })
export const facilitiesRoute = resourceRoute({
  resource: 'facilities',
  search: facilitiesSearch,
  defaultSort: 'id:desc',
})
export const usersRoute = resourceRoute({ resource: 'users', search: usersSearch })

/** `/admin/{resource}`: search, sort and page size in the URL. */
export function listRouteOptions<R extends Resource, S extends ListSchema>(def: ResourceRoute<R, S>) {
  return {
    head: adminHead(`admin.${def.resource}.list`),
    validateSearch: def.search,
    // Defaults stay out of the URL, so the address the visitor typed is already canonical (no extra redirect hop).
    search: {
      middlewares: [
        stripSearchParams<ReturnType<S>>({
          page: 1,
          limit: 20,
          ...(def.defaultSort ? { sort: def.defaultSort } : {}),
        } as Partial<ReturnType<S>>),
      ],
    },
    loaderDeps: ({ search }: { search: ReturnType<S> }) => search,
  }
}

/** `/admin/{resource}/$id`: the record's edit page. */
export const detailRouteOptions = ({ resource }: ResourceRoute<Resource, ListSchema>) => ({
  head: adminHead(`admin.${resource}.one`),
})

/** `/admin/{resource}/new`: the create form. */
export const newRouteOptions = ({ resource }: ResourceRoute<Resource, ListSchema>) => ({
  head: adminHead(`admin.${resource}.new`),
})
