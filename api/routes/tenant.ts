import { Hono } from 'hono'
import type { TenantInquiry } from '../contract/panel'
import { verifiedAddress } from '../auth/verified-address'
import { requireRole } from '../middleware/session'
import type { ApiEnv } from '../types'

const LIMIT = 100

/**
 * "Moje zapytania": the inquiries sent with the signed-in tenant's e-mail and where the operator is with each.
 * Only what the renter wrote themselves and the stage: never the operator's note or who changed it. Only a verified
 * address has any (issue 40): `verified` tells the page to say so.
 */
export const tenant = new Hono<ApiEnv>().use('/tenant/*', requireRole('TENANT')).get('/tenant/inquiries', async (c) => {
  const address = await verifiedAddress(c)
  c.header('Cache-Control', 'private, no-store')
  if (!address) return c.json({ items: [] as TenantInquiry[], total: 0, verified: false })
  const rows = await c.var.db
    .prepare(
      `SELECT i.id, f.name AS facility_name, f.slug AS facility_slug, f.city AS facility_city, i.unit_code, i.message,
              i.stage, i.created_at
       FROM inquiries i LEFT JOIN facilities f ON f.id = i.facility_id
       WHERE i.email = ? COLLATE NOCASE AND i.status != 'spam' ORDER BY i.created_at DESC, i.id DESC LIMIT ${LIMIT}`,
    )
    .bind(address)
    .all<{
      id: number
      facility_name: string | null
      facility_slug: string | null
      facility_city: string | null
      unit_code: string | null
      message: string | null
      stage: TenantInquiry['stage']
      created_at: string
    }>()
  const items: TenantInquiry[] = rows.results.map((r) => ({
    id: r.id,
    facilityName: r.facility_name,
    facilitySlug: r.facility_slug,
    facilityCity: r.facility_city,
    unitCode: r.unit_code,
    message: r.message,
    stage: r.stage,
    createdAt: r.created_at,
  }))
  return c.json({ items, total: items.length, verified: true })
})
