import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { AdminClient } from '../contract'
import { defineResource } from '../resource/define'
import { clientsRoute } from '../resource/route-options'
import { CLIENT_SORT_LABELS } from '../sort-labels'
import { ClientEditForm } from './client-edit-form'
import { ClientSummary } from './client-summary'
import { TrialExtension } from './trial-extension'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

export const clientsResource = defineResource({
  ...clientsRoute,
  sorts: CLIENT_SORT_LABELS,
  columns: [
    {
      header: 'admin.clients.columns.company',
      cell: (c, { t }) => (
        <Link to="/admin/clients/$id" params={{ id: String(c.id) }} className={link}>
          {c.companyName || t('admin.clients.noName')}
        </Link>
      ),
    },
    { header: 'admin.clients.columns.contactName', cell: (c) => c.contactName },
    { header: 'admin.clients.columns.loginEmail', cell: (c) => c.user?.email ?? '—' },
    { header: 'admin.clients.columns.phone', cell: (c) => c.phone },
    { header: 'admin.clients.columns.city', cell: (c) => c.billingAddress.city },
    { header: 'admin.clients.columns.facilities', cell: (c) => c.facilityCount },
  ],
  name: (client) => client.companyName || client.contactName,
  Detail: ({ item }: { item: AdminClient }) => (
    <>
      <ClientSummary client={item} />
      <TrialExtension client={item} />
      <ClientEditForm key={item.id} client={item} />
    </>
  ),
})
