import { Hono } from 'hono'
import { ClientCreateSchema, ClientListQuery, ClientUpdateSchema } from '../../contract/admin'
import {
  CLIENT_COLUMNS,
  CLIENT_FROM,
  CLIENT_SORT_SQL,
  CLIENT_UPDATE_COLUMNS,
  type ClientRow,
  loadClient,
  toAdminClient,
} from '../../console/clients'
import { assertEmailFree, emailTaken } from '../../console/checks'
import { NOW, isUniqueViolation, listPage, searchWhere, setClause, sqlFold } from '../../lib/sql'
import { notFound } from '../../lib/errors'
import { purgeAllMarketplace } from '../../lib/cache-purge'
import {
  JUDGED_FACT_COLUMNS,
  type JudgedFacts,
  isJudged,
  judgedFactsChanged,
  resetVerification,
} from '../../registries/edits'
import { generatePassword } from '@kernel/password'
import { CONSOLE_HASH_TICK_MS, hashPassword } from '../../auth/password'
import { fold } from '@kernel/text'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import { readBatch, rows } from '../../db/rows'
import type { ApiEnv } from '../../types'

const SEARCH = ['c.company_name', 'c.contact_name', 'u.email', 'c.city'].map(sqlFold)

export const clients = new Hono<ApiEnv>()
  .get('/', queryOf(ClientListQuery), async (c) => {
    const { q, sort, page, limit } = c.req.valid('query')
    const { rows, total } = await listPage<ClientRow>(c.var.db, {
      from: CLIENT_FROM,
      columns: CLIENT_COLUMNS,
      ...searchWhere(q, SEARCH, fold),
      order: CLIENT_SORT_SQL[sort],
      page,
      limit,
    })
    return c.json({ items: rows.map(toAdminClient), total })
  })
  .post('/', jsonBody(ClientCreateSchema), async (c) => {
    const input = c.req.valid('json')
    const db = c.var.db
    await assertEmailFree(db, input.user.email, 'user.email')
    const hash = await hashPassword(input.user.password ?? generatePassword(), CONSOLE_HASH_TICK_MS)
    const a = input.billingAddress
    // One batch = one transaction: no client without its login, no login without its client.
    const [[created]] = await readBatch(db, [
      rows<{ id: number }>(
        db
          .prepare(`INSERT INTO clients (company_name, contact_name, phone, billing_email, street, building_number, apartment_number, postal_code, city, country, latitude, longitude)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
          .bind(
            input.companyName ?? null,
            input.contactName,
            input.phone,
            input.billingEmail ?? null,
            a.street,
            a.buildingNumber,
            a.apartmentNumber ?? null,
            a.postalCode,
            a.city,
            a.country,
            a.latitude ?? null,
            a.longitude ?? null,
          ),
      ),
      rows<never>(
        db
          .prepare(
            `INSERT INTO users (email, password_hash, role, name, client_id) VALUES (?, ?, 'CLIENT', ?, last_insert_rowid())`,
          )
          .bind(input.user.email, hash, input.contactName),
      ),
    ]).catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken('user.email') : error
    })
    return c.json(await loadClient(db, created!.id), 201)
  })
  .get('/:id', idParam, async (c) => c.json(await loadClient(c.var.db, c.req.valid('param').id)))
  .patch('/:id', idParam, jsonBody(ClientUpdateSchema), async (c) => {
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const values = { ...input, ...input.billingAddress }
    const { sets, params } = setClause(CLIENT_UPDATE_COLUMNS, values)
    const db = c.var.db
    const before = await db
      .prepare(`SELECT verification_status, ${JUDGED_FACT_COLUMNS} FROM clients WHERE id = ?`)
      .bind(id)
      .first<JudgedFacts & { verification_status: string }>()
    if (!before) throw notFound()
    // The badge names what the registers confirmed: the console's edit of a name or address is no more checked
    // than an operator's (ADR 0096), so it resets the same way.
    const after: JudgedFacts = {
      company_name: values.companyName === undefined ? before.company_name : values.companyName,
      street: values.street ?? before.street,
      building_number: values.buildingNumber ?? before.building_number,
      postal_code: values.postalCode ?? before.postal_code,
      city: values.city ?? before.city,
    }
    const recheck = isJudged(before.verification_status) && judgedFactsChanged(before, after)
    const [result] = await db.batch([
      db.prepare(`UPDATE clients SET ${[...sets, `updated_at = ${NOW}`].join(', ')} WHERE id = ?`).bind(...params, id),
      ...(recheck ? [resetVerification(db, id)] : []),
    ])
    if (!result!.meta.changes) throw notFound()
    if (recheck) purgeAllMarketplace(c)
    return c.json(await loadClient(db, id))
  })
