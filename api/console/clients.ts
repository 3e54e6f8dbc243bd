import type { AdminClient, AdminClientListItem } from '../contract/admin'
import { ADDRESS_COLUMNS, type AddressRow, toAddress } from './rows'
import { readBatch, rows } from '../db/rows'
import { notFound } from '../lib/errors'
import type { Db } from '../lib/db'

export const CLIENT_COLUMNS =
  'c.*, u.id AS user_id, u.email AS user_email, (SELECT COUNT(*) FROM facilities f WHERE f.client_id = c.id) AS facility_count'
/** The client's login is its first CLIENT user. */
export const CLIENT_FROM = `clients c LEFT JOIN users u ON u.id = (SELECT MIN(x.id) FROM users x WHERE x.client_id = c.id AND x.role = 'CLIENT')`

export const CLIENT_SORT_SQL = {
  'id:desc': 'c.id DESC',
  'id:asc': 'c.id ASC',
  'companyName:asc': 'c.company_name COLLATE NOCASE ASC, c.id',
  'companyName:desc': 'c.company_name COLLATE NOCASE DESC, c.id',
  'contactName:asc': 'c.contact_name COLLATE NOCASE ASC, c.id',
  'contactName:desc': 'c.contact_name COLLATE NOCASE DESC, c.id',
} as const

export const CLIENT_UPDATE_COLUMNS = {
  companyName: 'company_name',
  contactName: 'contact_name',
  phone: 'phone',
  billingEmail: 'billing_email',
  ...ADDRESS_COLUMNS,
}

export type ClientRow = AddressRow & {
  id: number
  company_name: string | null
  contact_name: string
  phone: string
  billing_email: string | null
  latitude: number | null
  longitude: number | null
  user_id: number | null
  user_email: string | null
  facility_count: number
  plan: string
  trial_ends_at: string | null
  created_at: string
  updated_at: string
}

export const toAdminClient = (r: ClientRow): AdminClientListItem => ({
  id: r.id,
  companyName: r.company_name,
  contactName: r.contact_name,
  phone: r.phone,
  billingEmail: r.billing_email,
  billingAddress: { ...toAddress(r), latitude: r.latitude, longitude: r.longitude },
  user: r.user_id ? { id: r.user_id, email: r.user_email! } : null,
  facilityCount: r.facility_count,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

export async function loadClient(db: Db, id: number): Promise<AdminClient> {
  const [[row], list] = await readBatch(db, [
    rows<ClientRow>(db.prepare(`SELECT ${CLIENT_COLUMNS} FROM ${CLIENT_FROM} WHERE c.id = ?`).bind(id)),
    rows<{ id: number; name: string; slug: string; active: number }>(
      db
        .prepare('SELECT id, name, slug, active FROM facilities WHERE client_id = ? ORDER BY name COLLATE NOCASE, id')
        .bind(id),
    ),
  ])
  if (!row) throw notFound()
  return {
    ...toAdminClient(row),
    facilities: list.map((f) => ({ ...f, active: f.active === 1 })),
    trial: row.plan === 'trial' ? { endsAt: row.trial_ends_at } : null,
  }
}
