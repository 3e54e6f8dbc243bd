import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import type { AdminFacilityListItem } from '../contract'
import { type Column, DataTable } from '../list/data-table'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

const columns: Column<AdminFacilityListItem>[] = [
  { header: 'ID', cell: (f) => f.id },
  { header: 'Nazwa', cell: (f) => <Link to="/admin/facilities/$id" params={{ id: String(f.id) }} className={link}>{f.name}</Link> },
  { header: 'Klient', cell: (f) => `${f.client.companyName || f.client.contactName} (#${f.clientId})` },
  { header: 'Miasto', cell: (f) => f.location.city },
  { header: 'Status', cell: (f) => <span className={badge({ tone: f.active ? 'success' : 'neutral' })}>{f.active ? 'Aktywny' : 'Nieaktywny'}</span> },
  { header: 'Slug', cell: (f) => f.slug },
]

export function FacilitiesTable({ items }: { items: AdminFacilityListItem[] }) {
  return <DataTable caption="Lista obiektów" columns={columns} rows={items} rowKey={(f) => f.id} />
}
