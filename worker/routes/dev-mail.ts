import { Hono } from 'hono'
import * as v from 'valibot'
import { primaryDb } from '@api/lib/db'
import type { MailKind } from '@api/contract/admin-list-values'
import { LANES, LANE_QUEUE, laneOf } from '@api/mail/lanes'
import { isLocal } from '@server/environment.server'
import type { EdgeEnv } from '../types'

/**
 * The local mailbox (issue 25): what the local mailer delivered (api/mail/mailer.ts), for developers and tests.
 * Only with ENVIRONMENT=local; every other environment, and an unset one, answers 404 as if the paths did not exist.
 */
type Row = {
  id: number
  message_id: string
  to_json: string
  from_email: string
  reply_to: string | null
  subject: string
  text: string
  html: string
  headers_json: string
  attachments_json: string
  sent_at: string
}
type Attachment = { filename: string; type: string; content: string }

const attachmentsOf = (row: Pick<Row, 'attachments_json'>) => JSON.parse(row.attachments_json) as Attachment[]
const attachmentPath = (id: number, index: number) => `/__dev/mail/${id}/attachments/${index}`
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const faultsOn = (env: Env) => ((env as Env & { FAULTS?: string }).FAULTS ?? '').split(',').includes('mail')
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
const NO_STORE = { 'Cache-Control': 'no-store' }
/** The newest this many; enough for a person, and tests filter by recipient. */
const LIMIT = 500

const FaultSchema = v.object({
  to: v.pipe(v.string(), v.email()),
  /** Sends to fail from now on: a count, -1 for every send, 0 to lift the fault. */
  remaining: v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(1000)),
  /** The Email Service error code the sends fail with (E_RECIPIENT_SUPPRESSED…); absent: a plain, retried failure. */
  code: v.optional(v.pipe(v.string(), v.regex(/^E_[A-Z_]{1,60}$/))),
})

const EnqueueSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(1000)),
})

export const devMail = new Hono<EdgeEnv>()
  .use('/__dev/*', async (c, next) => {
    if (!isLocal(c.env)) return notFound()
    await next()
  })
  .get('/__dev/mail', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase()
    const rows = await primaryDb(c.env)
      .prepare(
        `SELECT * FROM dev_mailbox
         WHERE ?1 IS NULL OR EXISTS (SELECT 1 FROM json_each(to_json) WHERE lower(value) = ?1)
         ORDER BY id DESC LIMIT ${LIMIT}`,
      )
      .bind(to || null)
      .all<Row>()
    const messages = rows.results.map((row) => ({
      id: row.id,
      to: JSON.parse(row.to_json) as string[],
      from: row.from_email,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: JSON.parse(row.headers_json) as Record<string, string>,
      // What a mail client lists under the message; the file itself is one request away.
      attachments: attachmentsOf(row).map((file, index) => ({
        filename: file.filename,
        type: file.type,
        size: new TextEncoder().encode(file.content).length,
        url: attachmentPath(row.id, index),
      })),
      sentAt: row.sent_at,
    }))
    return c.json({ messages }, 200, NO_STORE)
  })
  .put('/__dev/mail/faults', async (c) => {
    // The fault switch exists only on servers started with FAULTS=mail (refused outside local: worker/env.server.ts).
    if (!faultsOn(c.env)) return notFound()
    const parsed = v.safeParse(FaultSchema, await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ code: 'VALIDATION_ERROR', message: 'Expected { to, remaining, code? }' }, 400)
    await primaryDb(c.env)
      .prepare(
        'INSERT INTO dev_mail_faults (to_email, remaining, code) VALUES (?1, ?2, ?3) ON CONFLICT (to_email) DO UPDATE SET remaining = ?2, code = ?3',
      )
      .bind(parsed.output.to, parsed.output.remaining, parsed.output.code ?? null)
      .run()
    return c.json({ ok: true }, 200, NO_STORE)
  })
  .post('/__dev/mail/enqueue', async (c) => {
    // Test switch too: puts outbox ids on their lane's queue as given, duplicates included (the idempotency test).
    if (!faultsOn(c.env)) return notFound()
    const parsed = v.safeParse(EnqueueSchema, await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ code: 'VALIDATION_ERROR', message: 'Expected { ids }' }, 400)
    const { ids } = parsed.output
    const { results } = await primaryDb(c.env)
      .prepare('SELECT id, kind FROM outbox WHERE id IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(ids))
      .all<{ id: number; kind: MailKind }>()
    const kinds = new Map(results.map((row) => [row.id, row.kind]))
    for (const lane of LANES) {
      // An id with no row goes on the transactional queue, whose consumer acks it.
      const mine = ids.filter((id) => laneOf(kinds.get(id) ?? 'inquiry') === lane)
      for (let i = 0; i < mine.length; i += 100)
        await c.env[LANE_QUEUE[lane]].sendBatch(mine.slice(i, i + 100).map((id) => ({ body: { id } })))
    }
    return c.json({ ok: true }, 200, NO_STORE)
  })
  .get('/__dev/mail/:id{[0-9]+}', async (c) => {
    const id = Number(c.req.param('id'))
    const row = await primaryDb(c.env)
      .prepare('SELECT html, attachments_json FROM dev_mailbox WHERE id = ?')
      .bind(id)
      .first<{ html: string; attachments_json: string }>()
    if (!row) return notFound()
    const files = attachmentsOf(row)
    if (files.length === 0) return c.html(row.html, 200, NO_STORE)
    // The message as sent, then the attachments a mail client would list under it.
    const list = files
      .map((file, index) => `<li><a href="${attachmentPath(id, index)}">${escapeHtml(file.filename)}</a></li>`)
      .join('')
    const footer = `<aside aria-label="Attachments"><p>Attachments</p><ul>${list}</ul></aside>`
    const html = row.html.includes('</body>')
      ? row.html.replace('</body>', () => `${footer}</body>`)
      : row.html + footer
    return c.html(html, 200, NO_STORE)
  })
  .get('/__dev/mail/:id{[0-9]+}/attachments/:index{[0-9]+}', async (c) => {
    const row = await primaryDb(c.env)
      .prepare('SELECT attachments_json FROM dev_mailbox WHERE id = ?')
      .bind(Number(c.req.param('id')))
      .first<{ attachments_json: string }>()
    const file = row ? attachmentsOf(row)[Number(c.req.param('index'))] : undefined
    if (!file) return notFound()
    return c.body(file.content, 200, {
      ...NO_STORE,
      'Content-Type': `${file.type}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    })
  })
