import { Hono } from 'hono'
import type { PanelFacility, PanelOverview } from '../../contract/panel'
import type { Publication } from '../../contract/publication-values'
import { readBatch, rows } from '../../db/rows'
import { panelScope, scopeQuery } from '../../panel/scope'
import { unitStateSql } from '../../reservations/availability'
import { weekStart } from '../../panel/week-start'
import type { ApiEnv } from '../../types'

export type FacilityCountsRow = {
  id: number
  name: string
  slug: string
  city: string
  active: number
  publication: Publication
  availability_updated_at: string | null
  reservation_window_days: number
  available: number
  held: number
  occupied: number
  total: number
}

/** Each unit counts once, by its one state (ADR 0086); unlisted ones only in the total. */
export const FACILITY_COUNTS_SQL = `SELECT f.id, f.name, f.slug, f.city, f.active, f.publication, f.availability_updated_at, f.reservation_window_days,
    COALESCE(SUM(${unitStateSql()} = 'free'), 0) AS available,
    COALESCE(SUM(${unitStateSql()} = 'held'), 0) AS held,
    COALESCE(SUM(${unitStateSql()} = 'occupied'), 0) AS occupied,
    COUNT(u.id) AS total
  FROM facilities f LEFT JOIN units u ON u.facility_id = f.id`

export const toPanelFacility = (row: FacilityCountsRow): PanelFacility => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  city: row.city,
  active: row.active === 1,
  publication: row.publication,
  units: { available: row.available, held: row.held, occupied: row.occupied, total: row.total },
  availabilityUpdatedAt: row.availability_updated_at,
  reservationWindowDays: row.reservation_window_days,
})

export function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Inquiries the panel shows: the company's facilities, spam left out. */
export const COMPANY_INQUIRIES =
  "inquiries i JOIN facilities f ON f.id = i.facility_id WHERE f.client_id = ? AND i.status != 'spam'"

type CountRow = { n: number }

export const overview = new Hono<ApiEnv>().get('/overview', scopeQuery, async (c) => {
  const scope = await panelScope(c)
  const db = c.var.db
  const [facilities, week, responses, fresh, pending] = await readBatch(db, [
    rows<FacilityCountsRow>(
      db
        .prepare(`${FACILITY_COUNTS_SQL} WHERE f.client_id = ? GROUP BY f.id ORDER BY f.name, f.id`)
        .bind(scope.clientId),
    ),
    rows<CountRow>(
      db
        .prepare(`SELECT COUNT(*) AS n FROM ${COMPANY_INQUIRIES} AND i.created_at >= ?`)
        .bind(scope.clientId, weekStart()),
    ),
    rows<{ minutes: number }>(
      db
        .prepare(`SELECT (julianday(i.first_response_at) - julianday(i.created_at)) * 1440 AS minutes FROM ${COMPANY_INQUIRIES}
      AND i.first_response_at IS NOT NULL AND i.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-90 days')`)
        .bind(scope.clientId),
    ),
    rows<CountRow>(
      db.prepare(`SELECT COUNT(*) AS n FROM ${COMPANY_INQUIRIES} AND i.stage = 'new'`).bind(scope.clientId),
    ),
    rows<CountRow>(
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM reservations r JOIN facilities f ON f.id = r.facility_id WHERE f.client_id = ? AND r.status = 'pending'",
        )
        .bind(scope.clientId),
    ),
  ])
  const minutes = median(responses.map((r) => r.minutes))
  const body: PanelOverview = {
    company: { id: scope.clientId, companyName: scope.companyName, readOnly: scope.readOnly },
    facilities: facilities.map(toPanelFacility),
    inquiriesThisWeek: week[0]?.n ?? 0,
    medianResponseMinutes: minutes === null ? null : Math.round(minutes),
    newInquiries: fresh[0]?.n ?? 0,
    pendingReservations: pending[0]?.n ?? 0,
  }
  return c.json(body)
})
