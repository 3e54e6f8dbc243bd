import { Hono } from 'hono'
import { SendCredentialsSchema, UserCreateSchema, UserListQuery, UserUpdateSchema } from '../../contract/admin'
import { assertClientExists, assertEmailFree, emailTaken } from '../../console/checks'
import { NOW, isUniqueViolation, listPage, searchWhere, setClause, sqlFold } from '../../lib/sql'
import * as U from '../../console/users'
import { generatePassword } from '@kernel/password'
import { CONSOLE_HASH_TICK_MS, hashPassword } from '../../auth/password'
import { fold } from '@kernel/text'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { deliverQueued } from '../../lib/outbox'

const mapConflict = (error: unknown) => {
  throw isUniqueViolation(error) ? emailTaken() : error
}
const SEARCH = ['u.email', 'u.name'].map(sqlFold)

export const users = new Hono<ApiEnv>()
  .get('/', queryOf(UserListQuery), async (c) => {
    const { q, sort, page, limit } = c.req.valid('query')
    const { rows, total } = await listPage<U.UserRow>(c.var.db, {
      from: U.USER_FROM,
      columns: U.USER_COLUMNS,
      ...searchWhere(q, SEARCH, fold),
      order: U.USER_SORT_SQL[sort],
      page,
      limit,
    })
    return c.json({ items: rows.map(U.toAdminUser), total })
  })
  .post('/', jsonBody(UserCreateSchema), async (c) => {
    const input = c.req.valid('json')
    const db = c.var.db
    await assertEmailFree(db, input.email)
    if (input.clientId) await assertClientExists(db, input.clientId)
    const row = await db
      .prepare(
        'INSERT INTO users (email, password_hash, role, name, lang, client_id) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(
        input.email,
        await hashPassword(input.password ?? generatePassword(), CONSOLE_HASH_TICK_MS),
        input.role,
        input.name ?? '',
        input.lang,
        input.clientId ?? null,
      )
      .first<{ id: number }>()
      .catch(mapConflict)
    return c.json(await U.loadUser(db, row!.id), 201)
  })
  .get('/:id', idParam, async (c) => c.json(await U.loadUser(c.var.db, c.req.valid('param').id)))
  .patch('/:id', idParam, jsonBody(UserUpdateSchema), async (c) => {
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const db = c.var.db
    await U.loadUser(db, id)
    if (input.email) await assertEmailFree(db, input.email, 'email', id)
    if (input.clientId) await assertClientExists(db, input.clientId)
    const { sets, params } = setClause(U.USER_UPDATE_COLUMNS, { ...input, name: input.name === null ? '' : input.name })
    await db
      .batch([
        db.prepare(`UPDATE users SET ${[...sets, `updated_at = ${NOW}`].join(', ')} WHERE id = ?`).bind(...params, id),
        ...(input.password
          ? U.setPassword(db, id, await hashPassword(input.password, CONSOLE_HASH_TICK_MS), c.get('sessionHash'))
          : []),
      ])
      .catch(mapConflict)
    return c.json(await U.loadUser(db, id))
  })
  .post('/:id/send-credentials', idParam, jsonBody(SendCredentialsSchema), async (c) => {
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const db = c.var.db
    const user = await U.loadUser(db, id)
    // A set-password link, never a password (issue 40). "Generate a new password" now cancels the current one: a
    // random password nobody is told replaces it and every other session ends, so only the link gets the user in.
    const queued = await db.batch([
      ...(input.generateNewPassword
        ? U.setPassword(db, id, await hashPassword(generatePassword(), CONSOLE_HASH_TICK_MS), c.get('sessionHash'))
        : []),
      await U.credentialsEmail(db, user, c.env.SESSION_SECRET),
    ])
    deliverQueued(c, queued)
    return c.json({ ok: true })
  })
