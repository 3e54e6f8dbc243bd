import type { MailLaneState } from '../contract/admin'
import type { Db } from '../lib/db'
import { BULK_SPENT_SQL, LANES, budgetDayStart, kindsOf } from '../mail/lanes'

type Row = { lane: string; queued: number; sending: number; failed: number; sent_today: number }

/**
 * Each mail lane's state for the console (issue 41, ADR 0094), from the outbox: one pass over the rows that are not
 * yet sent, or were sent today (the (status, updated_at) index), grouped by the lane its kind is in. The bulk lane's
 * budget left is what the consumer's claim would count: sent today and being sent.
 */
export async function mailLanes(db: Db, limit: number, nowMs = Date.now()): Promise<MailLaneState[]> {
  const bulk = JSON.stringify(kindsOf('bulk'))
  const dayStart = budgetDayStart(nowMs)
  const [counts, spent] = await db.batch([
    db
      .prepare(
        `SELECT CASE WHEN kind IN (SELECT value FROM json_each(?1)) THEN 'bulk' ELSE 'transactional' END AS lane,
           SUM(status = 'queued') AS queued, SUM(status = 'sending') AS sending, SUM(status = 'failed') AS failed,
           SUM(status = 'sent') AS sent_today
         FROM outbox WHERE status IN ('queued', 'sending', 'failed') OR (status = 'sent' AND updated_at >= ?2)
         GROUP BY lane`,
      )
      .bind(bulk, dayStart),
    db.prepare(`SELECT ${BULK_SPENT_SQL('?1', '?2')} AS spent`).bind(bulk, dayStart),
  ])
  const rows = (counts?.results ?? []) as Row[]
  const used = Number((spent?.results[0] as { spent?: number } | undefined)?.spent ?? 0)
  return LANES.map((lane) => {
    const row = rows.find((r) => r.lane === lane)
    return {
      lane,
      queued: row?.queued ?? 0,
      sending: row?.sending ?? 0,
      failed: row?.failed ?? 0,
      sentToday: row?.sent_today ?? 0,
      budget: lane === 'bulk' ? { limit, left: Math.max(0, limit - used) } : null,
    }
  })
}
