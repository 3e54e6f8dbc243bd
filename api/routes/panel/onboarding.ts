import { Hono } from 'hono'
import { CompanyDataSchema, FacilityDraftSchema, type Onboarding } from '../../contract/onboarding'
import { facilitySearchText, uniqueSlug } from '../../console/facility-write'
import { readBatch, rows } from '../../db/rows'
import {
  PUBLICATION_COLUMNS,
  type PublicationRow,
  SUBMITTABLE,
  missingForPublication,
  toOnboardingFacility,
} from '../../facilities/publication'
import { changedOne, isGuardAbort } from '../../lib/batch-guard'
import { limitOperatorSaves, purgeAllMarketplace } from '../../lib/cache-purge'
import { ApiFailure } from '../../lib/errors'
import { NOW, isUniqueViolation } from '../../lib/sql'
import { idParam, jsonBody } from '../../lib/validate'
import { auditStatement } from '../../panel/audit'
import {
  JUDGED_FACT_COLUMNS,
  type JudgedFacts,
  isJudged,
  judgedFactsChanged,
  nipAnswered,
  resetVerification,
} from '../../registries/edits'
import { ownedRow, panelScope, panelWriteScope, scopeQuery } from '../../panel/scope'
import type { ApiEnv } from '../../types'

type CompanyRow = {
  company_name: string | null
  nip: string | null
  street: string
  building_number: string
  apartment_number: string | null
  postal_code: string
  city: string
  verification_status: Onboarding['verification']
}

/**
 * Unpublished facilities a company may hold at once: enough to prepare several sites, few enough that an account
 * cannot fill the publication queue (each one is a row the superadmin reads).
 */
export const MAX_UNPUBLISHED = 10

const PUBLICATION_SQL = `SELECT ${PUBLICATION_COLUMNS} FROM facilities f WHERE f.id = ? AND f.client_id = ?`

const validation = (path: string, message: string) =>
  new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path, message }])

/**
 * Issue 42, part C: the first-run checklist, the company's own data, a new facility (always a draft) and its
 * submission for publication. Every write goes through panelWriteScope, the panel's one "may this caller write"
 * check: the superadmin's view is read-only, and a company whose trial has ended belongs there too (the trial part).
 */
export const onboarding = new Hono<ApiEnv>()
  .get('/onboarding', scopeQuery, async (c) => {
    const scope = await panelScope(c)
    const db = c.var.db
    const [company, facilities] = await readBatch(db, [
      rows<CompanyRow>(
        db
          .prepare(
            `SELECT company_name, nip, street, building_number, apartment_number, postal_code, city, verification_status
             FROM clients WHERE id = ?`,
          )
          .bind(scope.clientId),
      ),
      rows<PublicationRow>(
        db
          .prepare(`SELECT ${PUBLICATION_COLUMNS} FROM facilities f WHERE f.client_id = ? ORDER BY f.id`)
          .bind(scope.clientId),
      ),
    ])
    const row = company[0]
    if (!row) throw new ApiFailure(404, 'NOT_FOUND', 'Not found')
    const data = {
      companyName: row.company_name ?? '',
      nip: row.nip ?? '',
      street: row.street,
      buildingNumber: row.building_number,
      apartmentNumber: row.apartment_number,
      postalCode: row.postal_code,
      city: row.city,
    }
    const items = facilities.map(toOnboardingFacility)
    const body: Onboarding = {
      firstRun: !items.some((f) => f.publication === 'published'),
      company: data,
      verification: row.verification_status,
      facilities: items,
      steps: {
        company: [data.companyName, data.nip, data.street, data.buildingNumber, data.postalCode, data.city].every(
          (s) => s.trim() !== '',
        ),
        verification: row.verification_status === 'verified',
        facility: items.length > 0,
        submitted: items.some((f) => f.publication === 'submitted' || f.publication === 'published'),
      },
    }
    return c.json(body)
  })
  .patch('/company', jsonBody(CompanyDataSchema), async (c) => {
    const scope = await panelWriteScope(c)
    await limitOperatorSaves(c, scope.clientId)
    const input = c.req.valid('json')
    const db = c.var.db
    const current = await db
      .prepare(`SELECT nip, verification_status, ${JUDGED_FACT_COLUMNS} FROM clients WHERE id = ?`)
      .bind(scope.clientId)
      .first<JudgedFacts & { nip: string | null; verification_status: string }>()
    // The registers' answer is about one NIP: once they have given one, a new NIP is a new company for the
    // superadmin to look at, not a typo to fix here.
    if (
      current?.nip &&
      current.nip !== input.nip &&
      (current.verification_status !== 'unverified' || (await nipAnswered(db, scope.clientId)))
    )
      throw validation('nip', 'nipLocked')
    const after: JudgedFacts = {
      company_name: input.companyName,
      street: input.street,
      building_number: input.buildingNumber,
      postal_code: input.postalCode,
      city: input.city,
    }
    const recheck = current !== null && isJudged(current.verification_status) && judgedFactsChanged(current, after)
    const saved = db.batch([
      db
        .prepare(
          `UPDATE clients SET company_name = ?, nip = ?, street = ?, building_number = ?, apartment_number = ?,
           postal_code = ?, city = ?, updated_at = ${NOW} WHERE id = ?`,
        )
        .bind(
          input.companyName,
          input.nip,
          input.street,
          input.buildingNumber,
          input.apartmentNumber ?? null,
          input.postalCode,
          input.city,
          scope.clientId,
        ),
      ...(recheck ? [resetVerification(db, scope.clientId)] : []),
      auditStatement(
        db,
        scope,
        'company.data',
        { type: 'client', id: scope.clientId },
        recheck ? { nip: input.nip, verificationReset: current?.verification_status } : { nip: input.nip },
      ),
    ])
    // One company per NIP (migration 0047's unique index): another account's NIP is a field error, not a 500.
    await saved.catch((error: unknown) => {
      if (isUniqueViolation(error) && String(error).includes('clients.nip')) throw validation('nip', 'nipTaken')
      throw error
    })
    // The badge is on cached cards and pages.
    if (recheck) purgeAllMarketplace(c)
    return c.json({ ok: true, recheck })
  })
  .post('/facilities', jsonBody(FacilityDraftSchema), async (c) => {
    const scope = await panelWriteScope(c)
    await limitOperatorSaves(c, scope.clientId)
    const input = c.req.valid('json')
    const db = c.var.db
    for (let attempt = 0; ; attempt++) {
      const slug = await uniqueSlug(db, input.name, input.city)
      try {
        // The cap is judged in the INSERT itself: two creates at once cannot both pass a count read before them.
        const [created] = await readBatch(db, [
          rows<{ id: number }>(
            db
              .prepare(
                `INSERT INTO facilities (client_id, slug, name, search_text, email, phone, street, building_number,
                 apartment_number, postal_code, city, latitude, longitude, active, publication)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 0, 'draft'
               WHERE (SELECT COUNT(*) FROM facilities WHERE client_id = ?1 AND publication != 'published') < ${MAX_UNPUBLISHED}
               RETURNING id`,
              )
              .bind(
                scope.clientId,
                slug,
                input.name,
                facilitySearchText(input),
                input.email ?? null,
                input.phone ?? null,
                input.street,
                input.buildingNumber,
                input.apartmentNumber ?? null,
                input.postalCode,
                input.city,
                input.latitude,
                input.longitude,
              ),
          ),
          rows<Record<string, never>>(
            db
              .prepare(
                `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
               SELECT ?, ?, ?, 'facility.create', 'facility', id, ? FROM facilities WHERE slug = ? AND client_id = ?`,
              )
              .bind(
                scope.clientId,
                scope.user.userId,
                scope.user.email,
                JSON.stringify({ name: input.name, city: input.city }),
                slug,
                scope.clientId,
              ),
          ),
        ])
        const id = created[0]?.id
        if (!id)
          throw new ApiFailure(409, 'CONFLICT', 'Too many unpublished facilities', [
            { path: 'name', message: 'tooManyDrafts' },
          ])
        return c.json({ id, slug, publication: 'draft' as const }, 201)
      } catch (error) {
        // A concurrent create took the slug between the check and the insert: pick again (the UNIQUE index decides).
        if (!isUniqueViolation(error) || attempt >= 2) throw error
      }
    }
  })
  .patch('/facilities/:id/basics', idParam, jsonBody(FacilityDraftSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const db = c.var.db
    const row = await ownedRow<PublicationRow>(db, PUBLICATION_SQL, id, scope.clientId)
    await limitOperatorSaves(c, scope.clientId)
    // Name, address and pin of a published facility are the console's (they move it on maps and city pages); a
    // draft or a rejected facility is the operator's to fix before it is submitted.
    if (!SUBMITTABLE.includes(row.publication)) throw new ApiFailure(409, 'CONFLICT', `Facility is ${row.publication}`)
    const input = c.req.valid('json')
    await db
      .batch([
        db
          .prepare(
            `UPDATE facilities SET name = ?, search_text = ?, street = ?, building_number = ?, apartment_number = ?,
               postal_code = ?, city = ?, latitude = ?, longitude = ?, email = ?, phone = ?, updated_at = ${NOW}
             WHERE id = ? AND publication IN ('draft', 'rejected')`,
          )
          .bind(
            input.name,
            facilitySearchText(input),
            input.street,
            input.buildingNumber,
            input.apartmentNumber ?? null,
            input.postalCode,
            input.city,
            input.latitude,
            input.longitude,
            input.email ?? null,
            input.phone ?? null,
            id,
          ),
        changedOne(db),
        auditStatement(db, scope, 'facility.basics', { type: 'facility', id }, { name: input.name, city: input.city }),
      ])
      .catch((error: unknown) => {
        throw isGuardAbort(error) ? new ApiFailure(409, 'CONFLICT', 'Facility changed meanwhile') : error
      })
    const saved = await ownedRow<PublicationRow>(db, PUBLICATION_SQL, id, scope.clientId)
    return c.json(toOnboardingFacility(saved))
  })
  .post('/facilities/:id/submit', idParam, async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const db = c.var.db
    const row = await ownedRow<PublicationRow>(db, PUBLICATION_SQL, id, scope.clientId)
    await limitOperatorSaves(c, scope.clientId)
    if (!SUBMITTABLE.includes(row.publication)) throw new ApiFailure(409, 'CONFLICT', `Facility is ${row.publication}`)
    const missing = missingForPublication(row)
    if (missing.length)
      throw new ApiFailure(
        400,
        'VALIDATION_ERROR',
        'Not ready for publication',
        missing.map((key) => ({ path: 'missing', message: key })),
      )
    // A second submit (or the superadmin's decision) in between changes nothing, and the guard drops the audit row.
    await db
      .batch([
        db
          .prepare(
            `UPDATE facilities SET publication = 'submitted', submitted_at = ${NOW}, updated_at = ${NOW}
             WHERE id = ? AND publication IN ('draft', 'rejected')`,
          )
          .bind(id),
        changedOne(db),
        auditStatement(db, scope, 'facility.submit', { type: 'facility', id }, { from: row.publication }),
      ])
      .catch((error: unknown) => {
        throw isGuardAbort(error) ? new ApiFailure(409, 'CONFLICT', 'Facility changed meanwhile') : error
      })
    return c.json({ id, publication: 'submitted' as const })
  })
