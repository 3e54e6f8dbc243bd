import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { AdminUser } from '../contract'
import { defineResource } from '../resource/define'
import { usersRoute } from '../resource/route-options'
import { SendCredentials } from './send-credentials'
import { UserEditForm } from './user-edit-form'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

export const usersResource = defineResource({
  ...usersRoute,
  columns: [
    {
      header: 'admin.users.columns.email',
      cell: (u) => (
        <Link to="/admin/users/$id" params={{ id: String(u.id) }} className={link}>
          {u.email}
        </Link>
      ),
    },
    { header: 'admin.users.columns.name', cell: (u) => u.name || '—' },
    { header: 'admin.users.columns.role', cell: (u, { t }) => t(`admin.roles.${u.role}`) },
    {
      header: 'admin.users.columns.client',
      cell: (u, { t }) => (u.client ? u.client.companyName || t('admin.users.clientNumber', { id: u.client.id }) : '—'),
    },
  ],
  name: (user) => user.email,
  Detail: ({ item }: { item: AdminUser }) => (
    <>
      <UserEditForm key={item.id} user={item} />
      <SendCredentials userId={item.id} />
    </>
  ),
})
