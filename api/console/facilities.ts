import type { AdminFacility, AdminFacilityListItem } from '../contract/admin'
import { ADDRESS_COLUMNS, type AddressRow, toAddress } from './rows'
import { readBatch, rows } from '../db/rows'
import { notFound } from '../lib/errors'
import { type RichRow, toRichContent, toRichTextsEn } from '../facilities/rows'
import type { Db } from '../lib/db'

export const FACILITY_ADMIN_COLUMNS = `f.id, f.client_id, f.name, f.slug, f.email, f.phone, f.active, f.promoted, f.latitude, f.longitude, f.street, f.building_number,
  f.apartment_number, f.postal_code, f.city, f.country, f.updated_at, c.company_name, c.contact_name`
export const FACILITY_ADMIN_FROM = 'facilities f JOIN clients c ON c.id = f.client_id'

export const FACILITY_SORT_SQL = {
  'id:desc': 'f.id DESC',
  'id:asc': 'f.id ASC',
  'name:asc': 'f.name COLLATE NOCASE ASC, f.id',
  'name:desc': 'f.name COLLATE NOCASE DESC, f.id',
  'clientId:asc': 'f.client_id ASC, f.id',
  'clientId:desc': 'f.client_id DESC, f.id',
  'location.city:asc': 'f.city COLLATE NOCASE ASC, f.id',
  'location.city:desc': 'f.city COLLATE NOCASE DESC, f.id',
} as const

export const FACILITY_UPDATE_COLUMNS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  active: 'active',
  promoted: 'promoted',
  searchText: 'search_text',
  description: 'description',
  descriptionEn: 'description_en',
  ...ADDRESS_COLUMNS,
}

export type FacilityAdminRow = AddressRow & {
  id: number
  client_id: number
  name: string
  slug: string
  email: string | null
  phone: string | null
  active: number
  promoted: number
  latitude: number
  longitude: number
  updated_at: string
  company_name: string | null
  contact_name: string
}

export const toAdminFacility = (r: FacilityAdminRow): AdminFacilityListItem => ({
  id: r.id,
  clientId: r.client_id,
  name: r.name,
  slug: r.slug,
  email: r.email,
  phone: r.phone,
  active: r.active === 1,
  promoted: r.promoted === 1,
  latitude: r.latitude || null,
  longitude: r.longitude || null,
  location: toAddress(r),
  client: { id: r.client_id, companyName: r.company_name, contactName: r.contact_name },
  updatedAt: r.updated_at,
})

export async function loadFacility(db: Db, id: number): Promise<AdminFacility> {
  const [[row], [richRow = null]] = await readBatch(db, [
    rows<FacilityAdminRow & { description: string | null; description_en: string | null }>(
      db
        .prepare(
          `SELECT ${FACILITY_ADMIN_COLUMNS}, f.description, f.description_en FROM ${FACILITY_ADMIN_FROM} WHERE f.id = ?`,
        )
        .bind(id),
    ),
    rows<RichRow>(db.prepare('SELECT * FROM facility_rich_content WHERE facility_id = ?').bind(id)),
  ])
  if (!row) throw notFound()
  return {
    ...toAdminFacility(row),
    description: row.description,
    descriptionEn: row.description_en,
    richContent: toRichContent(richRow),
    richContentEn: toRichTextsEn(richRow),
  }
}
