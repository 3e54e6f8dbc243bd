import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { DetailGate } from '../detail-gate'
import { AdminList } from '../list/admin-list'
import { type Column, DataTable } from '~/ui/table/data-table'
import { ListToolbar, type SearchPatch } from '../list/list-toolbar'
import { PageTitle } from '../page-title'
import { detailQuery, listQuery, type Resource, settle } from '../queries'
import type { AdminRouteContext, ListSchema, ResourceDef, ResourceRoute } from './define'

const NEW_PATH = {
  clients: '/admin/clients/new',
  facilities: '/admin/facilities/new',
  users: '/admin/users/new',
} as const
const ID: Column<{ id: number }> = { header: 'admin.list.id', cell: (row) => row.id }

/**
 * The console's pages and loaders, made from a resource's definition. Route files name them in their own options
 * literal (`loader: listLoader(clientsRoute), component: listPage(clientsResource)`), which is what lets TanStack's
 * code splitter move this module, the tables and the forms out of the route tree every page loads (ADR 0026); the
 * rest of each route's options come from ./route-options.ts.
 */

/** `/admin/{resource}`: the list page's data, by the search the route validated. */
export const listLoader =
  <R extends Resource, S extends ListSchema>(def: ResourceRoute<R, S>) =>
  ({ context, deps }: { context: AdminRouteContext; deps: ReturnType<S> }) =>
    settle(context.queryClient.ensureQueryData(listQuery(def.resource, deps)))

/** `/admin/{resource}`: search, sort and page size in the URL, the table, the pager. */
export const listPage =
  <R extends Resource, S extends ListSchema>(def: ResourceDef<R, S>) =>
  () => <ListPage def={def} />

function ListPage<R extends Resource, S extends ListSchema>({ def }: { def: ResourceDef<R, S> }) {
  const t = useT()
  // The route validated the search already; parsing it again types it here without naming the route.
  const search = def.search(useSearch({ strict: false }))
  const navigate = useNavigate()
  const query = useQuery(listQuery(def.resource, search))
  // The patch's sort is the toolbar's plain string; the route's validateSearch checks it again on the way in.
  const change = (patch: SearchPatch, replace = false) =>
    navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }) as typeof prev, replace })
  return (
    <>
      <PageTitle title={t(`admin.${def.resource}.list`)}>
        <Link to={NEW_PATH[def.resource]} className={button()}>
          {t(`admin.${def.resource}.add`)}
        </Link>
      </PageTitle>
      <ListToolbar
        search={search}
        onChange={change}
        sorts={def.sorts}
        searchLabel={t(`admin.${def.resource}.search`)}
      />
      <AdminList query={query} search={search} onPage={(page) => change({ page })}>
        {(items) => (
          <DataTable
            caption={t(`admin.${def.resource}.caption`)}
            columns={[ID, ...def.columns]}
            rows={items}
            rowKey={(item) => item.id}
          />
        )}
      </AdminList>
    </>
  )
}

/** `/admin/{resource}/$id`: the record the edit page shows. */
export const detailLoader =
  <R extends Resource, S extends ListSchema>(def: ResourceRoute<R, S>) =>
  ({ context, params }: { context: AdminRouteContext; params: { id: string } }) =>
    settle(context.queryClient.ensureQueryData(detailQuery(def.resource, Number(params.id))))

/** `/admin/{resource}/$id`: the record's edit page. */
export const detailPage =
  <R extends Resource, S extends ListSchema>(def: ResourceDef<R, S>) =>
  () => <DetailPage def={def} />

function DetailPage<R extends Resource, S extends ListSchema>({ def }: { def: ResourceDef<R, S> }) {
  const t = useT()
  const id = Number(useParams({ strict: false }).id)
  const query = useQuery(detailQuery(def.resource, id))
  const { Detail } = def
  return (
    <>
      <PageTitle
        title={
          query.data
            ? t(`admin.${def.resource}.titleOf`, { name: def.name(query.data) })
            : t(`admin.${def.resource}.one`)
        }
      />
      <DetailGate query={query}>{(item) => <Detail item={item} />}</DetailGate>
    </>
  )
}

/** `/admin/{resource}/new`: the create form under its title. */
export const newPage = (resource: Resource, Form: ComponentType) => () => <NewPage resource={resource} Form={Form} />

function NewPage({ resource, Form }: { resource: Resource; Form: ComponentType }) {
  const t = useT()
  return (
    <>
      <PageTitle title={t(`admin.${resource}.new`)} />
      <Form />
    </>
  )
}
