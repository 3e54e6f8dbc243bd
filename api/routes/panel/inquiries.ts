import { Hono } from 'hono'
import type { Db } from '../../lib/db'
import type { InquiryStage, PanelInquiryDetail } from '../../contract/panel'
import { InquiryUpdateSchema, PanelInquiryQuery } from '../../contract/panel'
import { auditStatement } from '../../panel/audit'
import { NOW, listPage } from '../../lib/sql'
import { csvDownload } from '../../panel/csv'
import {
  INQUIRY_COLUMNS,
  INQUIRY_FROM,
  type InquiryDetailRow,
  type InquiryRow,
  inquiryWhere,
  toPanelInquiry,
  toPanelInquiryDetail,
} from '../../panel/inquiries'
import { ownedRow, panelScope, panelWriteScope, scopeQuery } from '../../panel/scope'
import { readBatch, rows } from '../../db/rows'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { sizeLabel } from '../../facilities/size-label'
import { type Lang, langOfAcceptLanguage } from '@kernel/lang'

const EXPORT_MAX = 5000
const DETAIL_SQL = `SELECT ${INQUIRY_COLUMNS}, i.message, i.source_url, i.operator_note FROM ${INQUIRY_FROM}
  WHERE i.id = ? AND f.client_id = ? AND i.status != 'spam'`

type InquiryUnitRow = {
  id: number
  code: string
  size_label: string
  size_m2: number
  type_name: string
  price_monthly: number | null
  is_occupied: number
}
type StageChangeRow = { from_stage: InquiryStage; to_stage: InquiryStage; user_email: string; created_at: string }

async function loadDetail(db: Db, id: number, clientId: number, lang: Lang): Promise<PanelInquiryDetail> {
  const row = await ownedRow<InquiryDetailRow>(db, DETAIL_SQL, id, clientId)
  const [unit, history] = await readBatch(db, [
    rows<InquiryUnitRow>(
      db
        .prepare(`SELECT u.id, u.code, u.size_label, u.size_m2, ${lang === 'en' ? 't.name_en' : 't.name_pl'} AS type_name, u.price_monthly, u.is_occupied FROM units u JOIN unit_types t ON t.code = u.type
      WHERE u.facility_id = ? AND u.code = ?`)
        .bind(row.facility_id, row.unit_code ?? ''),
    ),
    rows<StageChangeRow>(
      db
        .prepare(
          'SELECT from_stage, to_stage, user_email, created_at FROM inquiry_stage_changes WHERE inquiry_id = ? ORDER BY id',
        )
        .bind(id),
    ),
  ])
  const u = unit[0]
  return toPanelInquiryDetail(
    row,
    u
      ? {
          id: u.id,
          code: u.code,
          sizeLabel: sizeLabel(u.size_label, u.size_m2, lang),
          typeName: u.type_name,
          priceMonthly: u.price_monthly,
          isOccupied: u.is_occupied === 1,
        }
      : null,
    history.map((h) => ({
      fromStage: h.from_stage,
      toStage: h.to_stage,
      userEmail: h.user_email,
      createdAt: h.created_at,
    })),
  )
}

const NEWEST_FIRST = 'i.created_at DESC, i.id DESC'

export const inquiries = new Hono<ApiEnv>()
  .get('/inquiries', queryOf(PanelInquiryQuery), async (c) => {
    const scope = await panelScope(c)
    const query = c.req.valid('query')
    const { where, params } = inquiryWhere(scope.clientId, query)
    const page = await listPage<InquiryRow>(c.var.db, {
      from: INQUIRY_FROM,
      columns: INQUIRY_COLUMNS,
      where,
      params,
      // Newest first by when it was sent: ids follow insertion, which imports and the seed do not keep in time order.
      order: NEWEST_FIRST,
      page: query.page,
      limit: query.limit,
    })
    return c.json({ items: page.rows.map(toPanelInquiry), total: page.total })
  })
  // Registered before /inquiries/:id so "export.csv" is never read as an id.
  .get('/inquiries/export.csv', queryOf(PanelInquiryQuery), async (c) => {
    const scope = await panelScope(c)
    const query = c.req.valid('query')
    const { where, params } = inquiryWhere(scope.clientId, query)
    const db = c.var.db
    const rows = await db
      .prepare(
        `SELECT ${INQUIRY_COLUMNS}, i.message FROM ${INQUIRY_FROM} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${EXPORT_MAX}`,
      )
      .bind(...params)
      .all<InquiryRow & { message: string | null }>()
    // Renters' personal data leaves the system here, so the export itself is an audited action (the superadmin's too).
    await auditStatement(
      db,
      scope,
      'inquiry.export',
      { type: 'inquiry', id: null },
      {
        rows: rows.results.length,
        stage: query.stage ?? null,
        facilityId: query.facilityId ?? null,
        q: query.q ?? null,
      },
    ).run()
    const header = [
      'id',
      'created_at',
      'facility',
      'name',
      'email',
      'phone',
      'size_m2',
      'period',
      'unit',
      'stage',
      'message',
      // Empty unless the renter had their data erased (ADR 0090): the blank name, e-mail and phone are explained.
      'erased_at',
    ]
    const cells = rows.results.map((r) => [
      r.id,
      r.created_at,
      r.facility_name,
      r.name,
      r.email,
      r.phone,
      r.size_m2,
      r.period,
      r.unit_code,
      r.stage,
      r.message,
      r.erased_at,
    ])
    return csvDownload(c, 'zapytania', header, cells)
  })
  .get('/inquiries/:id', idParam, scopeQuery, async (c) => {
    const scope = await panelScope(c)
    return c.json(
      await loadDetail(
        c.var.db,
        c.req.valid('param').id,
        scope.clientId,
        langOfAcceptLanguage(c.req.header('accept-language')),
      ),
    )
  })
  .patch('/inquiries/:id', idParam, jsonBody(InquiryUpdateSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const db = c.var.db
    const current = await ownedRow<InquiryDetailRow>(db, DETAIL_SQL, id, scope.clientId)
    const writes: D1PreparedStatement[] = []
    if (input.stage !== undefined && input.stage !== current.stage) {
      writes.push(
        db
          .prepare(
            `UPDATE inquiries SET stage = ?, first_response_at = COALESCE(first_response_at, ${NOW}) WHERE id = ?`,
          )
          .bind(input.stage, id),
        db
          .prepare(
            'INSERT INTO inquiry_stage_changes (inquiry_id, from_stage, to_stage, user_id, user_email) VALUES (?, ?, ?, ?, ?)',
          )
          .bind(id, current.stage, input.stage, scope.user.userId, scope.user.email),
        auditStatement(db, scope, 'inquiry.stage', { type: 'inquiry', id }, { from: current.stage, to: input.stage }),
      )
    }
    const note = input.note === undefined ? undefined : input.note || null
    if (note !== undefined && note !== current.operator_note) {
      writes.push(
        db.prepare('UPDATE inquiries SET operator_note = ? WHERE id = ?').bind(note, id),
        // The note's words stay with the company; the log says that it changed and how long it is.
        auditStatement(db, scope, 'inquiry.note', { type: 'inquiry', id }, { chars: note?.length ?? 0 }),
      )
    }
    if (writes.length) await db.batch(writes)
    return c.json(await loadDetail(db, id, scope.clientId, langOfAcceptLanguage(c.req.header('accept-language'))))
  })
