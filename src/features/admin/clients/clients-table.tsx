import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { AdminClientListItem } from '../contract'
import { type Column, DataTable } from '../list/data-table'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

const columns: Column<AdminClientListItem>[] = [
  { header: 'ID', cell: (c) => c.id },
  {
    header: 'Firma',
    cell: (c) => <Link to="/admin/clients/$id" params={{ id: String(c.id) }} className={link}>{c.companyName || '(bez nazwy)'}</Link>,
  },
  { header: 'Osoba kontaktowa', cell: (c) => c.contactName },
  { header: 'E-mail logowania', cell: (c) => c.user?.email ?? '—' },
  { header: 'Telefon', cell: (c) => c.phone },
  { header: 'Miasto', cell: (c) => c.billingAddress.city },
  { header: 'Obiekty', cell: (c) => c.facilityCount },
]

export function ClientsTable({ items }: { items: AdminClientListItem[] }) {
  return <DataTable caption="Lista klientów" columns={columns} rows={items} rowKey={(c) => c.id} />
}
