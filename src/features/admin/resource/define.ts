import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { MessageKey } from '~/i18n'
import type { Lang } from '@kernel/lang'
import type { Column } from '~/ui/table/data-table'
import type { ItemOf, ListItemOf, Resource } from '../queries'
import type { ListSearch } from '../search'

/** A list's URL state schema: whatever it validates, it yields at least page and limit. */
// A plain parser, not a schema: the route tree (and so its search parsers) ships to every page (ADR 0022).
// biome-ignore lint/suspicious/noExplicitAny: the router hands each parser its own raw search type
export type ListSchema = (raw: any) => ListSearch

/**
 * What a resource's route options need (ADR 0026): its name (texts are `admin.{resource}.*`), its list's URL state
 * (spec §9) and that sort's default, which stays out of the URL like page 1 and 20 per page. Only plain values and the
 * search parser, because route options sit in the route tree every public page loads (./route-options.ts).
 */
export type ResourceRoute<R extends Resource, S extends ListSchema> = {
  resource: R
  search: S
  defaultSort?: ReturnType<S>['sort']
}

/**
 * Everything that differs between the console's clients, facilities and users: the list, detail and create pages
 * are made from it (./pages.tsx), each route file naming its page so the code splitter can move it out.
 */
export type ResourceDef<R extends Resource, S extends ListSchema> = ResourceRoute<R, S> & {
  /** Sort value → its label; no sort box without it. */
  sorts?: Readonly<Record<string, MessageKey>>
  /** The table's columns after the ID every list starts with. */
  columns: readonly Column<ListItemOf[R]>[]
  /** The record's name in its page title ("Operator: {{name}}"). */
  name: (item: ItemOf[R]) => string
  /** The edit page's body under the title (the form and whatever goes with it). */
  Detail: ComponentType<{ item: ItemOf[R] }>
}

/** What console loaders and heads get from the routes above them (the root's query client, /admin's language). */
export type AdminRouteContext = { queryClient: QueryClient; lang: Lang }

export function defineResource<R extends Resource, S extends ListSchema>(def: ResourceDef<R, S>): ResourceDef<R, S> {
  return def
}
