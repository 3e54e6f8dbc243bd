import { describe, expect, it } from 'vitest'
import { SAMPLES } from '@tests/support/mail-samples'
import { d1Adapter, d1Binding, migratedSqlite } from '../../scripts/lib/sqlite-d1.ts'
import { MAIL_KINDS, type MailKind } from '../contract/inbox-values'
import type { Db } from '../lib/db'
import { type MailMessage, enqueueMail } from '../lib/outbox'
import { type MailEnv, deliverOne } from './deliver'
import { BUDGET_DEFERRED, kindsOf, laneOf } from './lanes'
import type { Mailer } from './mailer'
import { STALE_QUEUED_MS, sweepOutbox } from './sweep'

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** A queue that keeps what is sent to it. */
function fakeQueue() {
  const sent: number[] = []
  const queue = {
    send: async (body: MailMessage) => void sent.push(body.id),
    sendBatch: async (list: { body: MailMessage }[]) => void sent.push(...list.map((m) => m.body.id)),
  } as unknown as Queue<MailMessage>
  return { queue, sent }
}

const settle = async (work: Promise<unknown>[]) => void (await Promise.all(work))

function outboxRow(db: Db, kind: MailKind, status = 'queued', updatedAt = NOW) {
  return db
    .prepare(
      `INSERT INTO outbox (kind, to_email, subject, body, lang, data, status, updated_at, sent_at)
       VALUES (?1, 'osoba@example.pl', 's', '', 'pl', ?2, ?3, ${updatedAt}, CASE WHEN ?3 = 'sent' THEN ${NOW} END)
       RETURNING id`,
    )
    .bind(kind, JSON.stringify(SAMPLES[kind]), status)
    .first<{ id: number }>()
    .then((row) => row!.id)
}

const mailer: Mailer = { send: async () => ({ messageId: `<${crypto.randomUUID()}@example.pl>` }) }
const env = (db: Db, limit: string): MailEnv =>
  ({
    DB: d1Binding(db),
    SESSION_SECRET: 's'.repeat(40),
    SITE_ORIGIN: 'https://skrytka.pl',
    MAIL_BULK_DAILY_LIMIT: limit,
  }) as MailEnv

describe('mail lanes (issue 41, ADR 0094)', () => {
  it('puts every kind in one lane: what a person waits for is transactional, our own schedule bulk', () => {
    expect(kindsOf('bulk').sort()).toEqual(['alert_digest', 'alert_renew', 'newsletter_welcome', 'review_invitation'])
    for (const kind of MAIL_KINDS) expect(['transactional', 'bulk']).toContain(laneOf(kind))
    for (const kind of [
      'reservation_renter',
      'reservation_status',
      'reservation_operator',
      'signin_link',
      'password_reset',
      'credentials',
      'inquiry',
      'inquiry_panel',
    ] as const)
      expect(laneOf(kind), kind).toBe('transactional')
  })

  it('enqueues each mail on its lane’s queue only', async () => {
    const transactional = fakeQueue()
    const bulk = fakeQueue()
    const work: Promise<unknown>[] = []
    enqueueMail({ MAIL_QUEUE: transactional.queue, MAIL_BULK_QUEUE: bulk.queue }, (w) => work.push(w), [
      { id: 1, kind: 'alert_digest' },
      { id: 2, kind: 'reservation_renter' },
      { id: 3, kind: 'alert_renew' },
      { id: 4, kind: 'signin_link' },
    ])
    await settle(work)
    expect(transactional.sent).toEqual([2, 4])
    expect(bulk.sent).toEqual([1, 3])
  })
})

describe('the bulk lane’s daily budget, on real SQL', () => {
  it('holds bulk rows past the budget queued, unclaimed, and never holds a transactional row', async () => {
    const db = d1Adapter(migratedSqlite())
    const e = env(db, '2')
    const bulk = [
      await outboxRow(db, 'alert_digest'),
      await outboxRow(db, 'alert_renew'),
      await outboxRow(db, 'alert_digest'),
    ]
    const outcomes = []
    for (const id of bulk) outcomes.push(await deliverOne(e, db, mailer, id))
    expect(outcomes).toEqual(['sent', 'sent', 'deferred'])
    const held = await db.prepare('SELECT status, attempts, last_error FROM outbox WHERE id = ?').bind(bulk[2]).first()
    expect(held).toEqual({ status: 'queued', attempts: 0, last_error: BUDGET_DEFERRED })
    // The budget is spent; a reservation's mail goes all the same.
    expect(await deliverOne(e, db, mailer, await outboxRow(db, 'reservation_renter'))).toBe('sent')
    // Yesterday's sends do not count: only today's.
    await db.prepare(`UPDATE outbox SET updated_at = '2000-01-01T00:00:00.000Z' WHERE status = 'sent'`).run()
    expect(await deliverOne(e, db, mailer, bulk[2]!)).toBe('sent')
  })

  it('counts bulk rows being sent, so parallel consumers cannot overspend it', async () => {
    const db = d1Adapter(migratedSqlite())
    await outboxRow(db, 'alert_digest', 'sending')
    expect(await deliverOne(env(db, '1'), db, mailer, await outboxRow(db, 'alert_digest'))).toBe('deferred')
  })

  it('the sweeper re-enqueues stale rows by lane, bulk rows only as many as the budget has left', async () => {
    const db = d1Adapter(migratedSqlite())
    const stale = `'${new Date(Date.now() - STALE_QUEUED_MS - 60_000).toISOString()}'`
    await outboxRow(db, 'alert_digest', 'sent')
    const bulk = [
      await outboxRow(db, 'alert_digest', 'queued', stale),
      await outboxRow(db, 'alert_renew', 'queued', stale),
    ]
    const reservation = await outboxRow(db, 'reservation_status', 'queued', stale)
    const transactional = fakeQueue()
    const bulkQueue = fakeQueue()
    const work: Promise<unknown>[] = []
    const queues = { MAIL_QUEUE: transactional.queue, MAIL_BULK_QUEUE: bulkQueue.queue }
    const result = await sweepOutbox({ ...env(db, '2'), ...queues }, (w) => work.push(w))
    await settle(work)
    expect(result).toMatchObject({ requeued: 1, requeuedBulk: 1 })
    expect(transactional.sent).toEqual([reservation])
    expect(bulkQueue.sent).toEqual([bulk[0]])
    // With the budget spent, the waiting bulk row is left alone (untouched: the next day's first run takes it).
    const spent = await sweepOutbox({ ...env(db, '1'), ...queues }, (w) => work.push(w))
    expect(spent).toMatchObject({ requeued: 0, requeuedBulk: 0 })
  })
})
