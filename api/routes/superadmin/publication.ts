import { Hono } from 'hono'
import type { Lang } from '@kernel/lang'
import { alertEventsOf, unitChanged } from '../../alerts/events'
import { ModerationReasonSchema } from '../../contract/listing'
import type {
  PublicationCheck,
  PublicationCompany,
  PublicationQueue,
  VerificationStatus,
} from '../../contract/onboarding'
import { readBatch, rows } from '../../db/rows'
import { refreshFacilityStats } from '../../facilities/rows'
import { changedOne, isGuardAbort } from '../../lib/batch-guard'
import type { Db } from '../../lib/db'
import { purgeAllMarketplace } from '../../lib/cache-purge'
import { ApiFailure, notFound } from '../../lib/errors'
import { deliverQueued, queueEmail } from '../../lib/outbox'
import { NOW } from '../../lib/sql'
import { idParam, jsonBody } from '../../lib/validate'
import { unitFreeSql } from '../../reservations/availability'
import type { ApiEnv } from '../../types'

type CompanyRow = {
  id: number
  company_name: string | null
  nip: string | null
  verification_status: VerificationStatus
  verified_at: string | null
}
type DraftRow = {
  id: number
  client_id: number
  name: string
  slug: string
  street: string
  building_number: string
  postal_code: string
  city: string
  submitted_at: string | null
  units: number
  price_from: number | null
}
type CheckRow = {
  client_id: number
  register: string
  request_id: string | null
  outcome: string
  compared: string
  checked_at: string
}
type TargetRow = {
  id: number
  client_id: number
  name: string
  slug: string
  publication: string
  verification_status: VerificationStatus
}

/** Evidence rows per company the queue shows: the newest, which is what the superadmin decides on. */
const CHECKS_PER_COMPANY = 20
/** One page of the queue: far above a day's sign-ups, and bounded so a flood of drafts cannot make it heavy. */
const QUEUE_LIMIT = 200

const parseCompared = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const toCheck = (r: CheckRow): PublicationCheck => ({
  register: r.register,
  requestId: r.request_id,
  outcome: r.outcome,
  compared: parseCompared(r.compared),
  checkedAt: r.checked_at,
})

const TARGET_SQL = `SELECT f.id, f.client_id, f.name, f.slug, f.publication, c.verification_status
  FROM facilities f JOIN clients c ON c.id = f.client_id WHERE f.id = ?`

/** A decision is on a submitted facility only; anything else has moved on since the queue was read. */
async function submitted(db: Db, id: number): Promise<TargetRow> {
  const row = await db.prepare(TARGET_SQL).bind(id).first<TargetRow>()
  if (!row) throw notFound()
  if (row.publication !== 'submitted') throw new ApiFailure(409, 'CONFLICT', `Facility is ${row.publication}`)
  return row
}

/** The company's panel users, each mailed in its own language (as the inquiry notices are). */
async function operatorsOf(db: Db, clientId: number) {
  const found = await db
    .prepare("SELECT email, lang FROM users WHERE client_id = ? AND role = 'CLIENT' ORDER BY id")
    .bind(clientId)
    .all<{ email: string; lang: Lang }>()
  return found.results
}

/** The superadmin's decision, in the company's own audit trail (as moderation's are). */
const decisionAudit = (
  c: { var: ApiEnv['Variables'] },
  action: 'facility.publish' | 'facility.reject',
  target: TargetRow,
  detail: object,
) =>
  c.var.db
    .prepare(
      `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
       VALUES (?, ?, ?, ?, 'facility', ?, ?)`,
    )
    .bind(target.client_id, c.var.user!.userId, c.var.user!.email, action, target.id, JSON.stringify(detail))

const raceLost = (error: unknown) => {
  if (isGuardAbort(error)) throw new ApiFailure(409, 'CONFLICT', 'Facility changed meanwhile')
  throw error
}

/**
 * /api/superadmin/publication: the console's "Do weryfikacji" queue (issue 42). Companies with submitted facilities,
 * their register evidence, and the decisions: publish (never for a company the registers refused) or reject with
 * a reason. Both are audited and mailed to the operator.
 */
export const publication = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const db = c.var.db
    const [companies, drafts, checks] = await readBatch(db, [
      rows<CompanyRow>(
        db.prepare(
          `SELECT c.id, c.company_name, c.nip, c.verification_status, c.verified_at FROM clients c
           WHERE c.id IN (SELECT client_id FROM facilities WHERE publication = 'submitted')`,
        ),
      ),
      rows<DraftRow>(
        db.prepare(
          `SELECT f.id, f.client_id, f.name, f.slug, f.street, f.building_number, f.postal_code, f.city, f.submitted_at,
             (SELECT COUNT(*) FROM units u WHERE u.facility_id = f.id AND u.is_active = 1) AS units,
             (SELECT MIN(u.price_monthly) FROM units u WHERE u.facility_id = f.id AND u.is_active = 1) AS price_from
           FROM facilities f WHERE f.publication = 'submitted' ORDER BY f.submitted_at, f.id LIMIT ${QUEUE_LIMIT}`,
        ),
      ),
      rows<CheckRow>(
        db.prepare(
          `SELECT client_id, register, request_id, outcome, compared, checked_at FROM (
             SELECT k.*, ROW_NUMBER() OVER (PARTITION BY k.client_id ORDER BY k.checked_at DESC, k.id DESC) AS n
             FROM company_checks k WHERE k.client_id IN (SELECT client_id FROM facilities WHERE publication = 'submitted')
           ) WHERE n <= ${CHECKS_PER_COMPANY} ORDER BY checked_at DESC, client_id`,
        ),
      ),
    ])
    const byCompany = new Map<number, PublicationCompany>(
      companies.map((r) => [
        r.id,
        {
          id: r.id,
          companyName: r.company_name,
          nip: r.nip,
          verification: r.verification_status,
          verifiedAt: r.verified_at,
          checks: checks.filter((k) => k.client_id === r.id).map(toCheck),
          drafts: [],
        },
      ]),
    )
    for (const d of drafts)
      byCompany.get(d.client_id)?.drafts.push({
        id: d.id,
        name: d.name,
        slug: d.slug,
        address: `${d.street} ${d.building_number}, ${d.postal_code} ${d.city}`,
        submittedAt: d.submitted_at,
        units: d.units,
        priceFrom: d.price_from,
      })
    // The longest waiting first: the queue is read top-down.
    const body: PublicationQueue = {
      companies: [...byCompany.values()]
        .filter((company) => company.drafts.length)
        .sort((a, b) => (a.drafts[0]!.submittedAt ?? '').localeCompare(b.drafts[0]!.submittedAt ?? '')),
    }
    return c.json(body)
  })
  .post('/facilities/:id/publish', idParam, async (c) => {
    const db = c.var.db
    const target = await submitted(db, c.req.valid('param').id)
    if (target.verification_status === 'refused')
      throw new ApiFailure(409, 'CONFLICT', 'The registers refused this company', [
        { path: 'verification', message: 'refused' },
      ])
    const operators = await operatorsOf(db, target.client_id)
    const results = await db
      .batch([
        // The same conditions again in the write: a second superadmin's decision, or a refusal that came in
        // between, makes this change nothing, and the guard takes the audit, the alerts and the mails down with it.
        db
          .prepare(
            `UPDATE facilities SET publication = 'published', active = 1, publication_note = NULL, updated_at = ${NOW}
             WHERE id = ? AND publication = 'submitted'
               AND (SELECT verification_status FROM clients WHERE id = facilities.client_id) != 'refused'`,
          )
          .bind(target.id),
        changedOne(db),
        refreshFacilityStats(db, target.id),
        decisionAudit(c, 'facility.publish', target, { name: target.name }),
        // Renters' saved searches hear of a new facility's free units as of any new unit's (issue 27).
        alertEventsOf(
          db,
          'created',
          `SELECT u.id AS unit_id FROM units u WHERE u.facility_id = ? AND ${unitFreeSql('u')} AND u.price_monthly IS NOT NULL`,
          target.id,
        ),
        ...operators.map((o) =>
          queueEmail(db, {
            kind: 'facility_published',
            to: o.email,
            lang: o.lang,
            data: { facilityName: target.name, slug: target.slug },
          }),
        ),
      ])
      .catch(raceLost)
    // A new public facility changes lists, maps, city pages and the sitemaps: everything the console's writes retire.
    purgeAllMarketplace(c)
    deliverQueued(c, results)
    unitChanged(c, results)
    return c.json({ id: target.id, publication: 'published' as const, slug: target.slug })
  })
  .post('/facilities/:id/reject', idParam, jsonBody(ModerationReasonSchema), async (c) => {
    const db = c.var.db
    const { reason } = c.req.valid('json')
    const target = await submitted(db, c.req.valid('param').id)
    const operators = await operatorsOf(db, target.client_id)
    const results = await db
      .batch([
        db
          .prepare(
            `UPDATE facilities SET publication = 'rejected', publication_note = ?, updated_at = ${NOW}
             WHERE id = ? AND publication = 'submitted'`,
          )
          .bind(reason, target.id),
        changedOne(db),
        decisionAudit(c, 'facility.reject', target, { name: target.name, reason }),
        ...operators.map((o) =>
          queueEmail(db, {
            kind: 'facility_rejected',
            to: o.email,
            lang: o.lang,
            data: { facilityName: target.name, facilityId: target.id, reason },
          }),
        ),
      ])
      .catch(raceLost)
    deliverQueued(c, results)
    return c.json({ id: target.id, publication: 'rejected' as const })
  })
