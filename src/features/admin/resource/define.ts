import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type * as v from 'valibot'
import type { MessageKey } from '~/i18n'
import type { Lang } from '@kernel/lang'
import type { Column } from '../list/data-table'
import type { ItemOf, ListItemOf, Resource } from '../queries'
import type { ListSearch } from '../search'

/** A list's URL state schema: whatever it validates, it yields at least page and limit. */
export type ListSchema = v.GenericSchema<Record<string, unknown>, ListSearch>

/**
 * Everything that differs between the console's clients, facilities and users: the list, detail and create routes
 * are made from it (./routes.tsx). Their texts are `admin.{resource}.*` in the dictionaries.
 */
export type ResourceDef<R extends Resource, S extends ListSchema> = {
  resource: R
  /** URL state of the list (spec §9); its sort's default, which stays out of the URL like page 1 and 20 per page. */
  search: S
  defaultSort?: v.InferOutput<S>['sort']
  /** Sort value → its label; no sort box without it. */
  sorts?: Readonly<Record<string, MessageKey>>
  /** The table's columns after the ID every list starts with. */
  columns: readonly Column<ListItemOf[R]>[]
  /** The record's name in its page title ("Klient: {{name}}"). */
  name: (item: ItemOf[R]) => string
  /** The edit page's body under the title (the form and whatever goes with it). */
  Detail: ComponentType<{ item: ItemOf[R] }>
}

/** What console loaders and heads get from the routes above them (the root's query client, /admin's language). */
export type AdminRouteContext = { queryClient: QueryClient; lang: Lang }

export function defineResource<R extends Resource, S extends ListSchema>(def: ResourceDef<R, S>): ResourceDef<R, S> {
  return def
}
