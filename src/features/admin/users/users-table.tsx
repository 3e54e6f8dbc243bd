import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { AdminUser } from '../contract'
import { type Column, DataTable } from '../list/data-table'
import { ROLE_LABELS, clientLabel } from './user-form-values'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

const columns: Column<AdminUser>[] = [
  { header: 'ID', cell: (u) => u.id },
  { header: 'E-mail', cell: (u) => <Link to="/admin/users/$id" params={{ id: String(u.id) }} className={link}>{u.email}</Link> },
  { header: 'Imię i nazwisko', cell: (u) => u.name || '—' },
  { header: 'Rola', cell: (u) => ROLE_LABELS[u.role] ?? u.role },
  { header: 'Klient', cell: (u) => (u.client ? clientLabel(u.client) : '—') },
]

export function UsersTable({ items }: { items: AdminUser[] }) {
  return <DataTable caption="Lista użytkowników" columns={columns} rows={items} rowKey={(u) => u.id} />
}
