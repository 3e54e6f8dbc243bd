import type { Context } from 'hono'
import { businessToday } from '@kernel/calendar-date'
import type { ReviewInput, ReviewInvitation } from '../contract/reviews'
import { ApiFailure } from '../lib/errors'
import { deliverQueued, queueEmail } from '../lib/outbox'
import { facilityOperators } from '../panel/notify'
import { errorFields, log } from '@server/log.server'
import { NOW } from '../lib/sql'
import { clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import type { ApiEnv } from '../types'
import { invitationHash } from './invitations'

/** The window the link's guesses are counted in, per network, like a public form's posts. */
const WINDOW_S = 10 * 60

type InvitationRow = {
  id: number
  reservation_id: number
  used_at: string | null
  status: string
  name: string
  lang: 'pl' | 'en'
  facility_id: number
  facility_name: string
  facility_slug: string
  city: string
  moved_in_at: string | null
  reviewed: number
}

/** Unknown, expired or malformed: one answer, as for every mailed link. */
const linkInvalid = () => new ApiFailure(404, 'NOT_FOUND', 'Link expired or invalid')
/** The link was used: its reservation has its one review. */
const alreadyReviewed = () => new ApiFailure(409, 'CONFLICT', 'This stay has been reviewed')

async function findInvitation(c: Context<ApiEnv>, raw: string): Promise<InvitationRow> {
  await rateLimit(c, `review-link:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_FORMS_PER_IP, 30), WINDOW_S)
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) throw linkInvalid()
  const row = await c.var.db
    .prepare(
      `SELECT i.id, i.reservation_id, i.used_at, r.status, r.name, r.lang, r.facility_id, f.name AS facility_name,
         f.slug AS facility_slug, f.city,
         (SELECT MAX(e.created_at) FROM reservation_events e WHERE e.reservation_id = r.id AND e.to_status = 'moved_in') AS moved_in_at,
         EXISTS (SELECT 1 FROM reviews v WHERE v.reservation_id = r.id) AS reviewed
       FROM review_invitations i JOIN reservations r ON r.id = i.reservation_id JOIN facilities f ON f.id = r.facility_id
       WHERE i.token_hash = ? AND i.expires_at > ?`,
    )
    .bind(await invitationHash(c.env.SESSION_SECRET, raw), new Date().toISOString())
    .first<InvitationRow>()
  // Only a stay that reached moved in is ever invited; the check stays here so no later change can open a door.
  if (row?.status !== 'moved_in' || !row.moved_in_at) throw linkInvalid()
  if (row.used_at || row.reviewed) throw alreadyReviewed()
  return row
}

/** "Anna Maria Nowak" → "Anna N.": a suggestion the form shows, which the renter may change. */
export function authorOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? words[words.length - 1]! : ''
  const cap = (w: string) => w.charAt(0).toLocaleUpperCase('pl') + w.slice(1)
  return last ? `${cap(first)} ${last.charAt(0).toLocaleUpperCase('pl')}.` : cap(first)
}

/** What a link is for, before its form is sent: nothing is used up, so a scanner that runs scripts changes nothing. */
export async function describeInvitation(c: Context<ApiEnv>, raw: string): Promise<ReviewInvitation> {
  const row = await findInvitation(c, raw)
  return {
    facility: { name: row.facility_name, slug: row.facility_slug, city: row.city },
    movedInOn: businessToday(Date.parse(row.moved_in_at!)),
    author: authorOf(row.name),
  }
}

/**
 * The review (issue 43): published at once. The invitation is used and the review written in one batch; the
 * UNIQUE reservation and the "not used yet" condition make a second submission, even at the same moment, a 409.
 */
export async function submitReview(
  c: Context<ApiEnv>,
  input: ReviewInput,
): Promise<{ facilityId: number; slug: string }> {
  const row = await findInvitation(c, input.token)
  const db = c.var.db
  const [used] = await db.batch([
    db.prepare(`UPDATE review_invitations SET used_at = ${NOW} WHERE id = ? AND used_at IS NULL`).bind(row.id),
    db
      .prepare(
        `INSERT INTO reviews (reservation_id, facility_id, score, cleanliness, access, staff, value, body, author, lang, moved_in_on)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1
         ON CONFLICT (reservation_id) DO NOTHING`,
      )
      .bind(
        row.reservation_id,
        row.facility_id,
        input.score,
        input.cleanliness,
        input.access,
        input.staff,
        input.value,
        input.body,
        input.author,
        row.lang,
        businessToday(Date.parse(row.moved_in_at!)),
      ),
  ])
  if ((used?.meta.changes ?? 0) !== 1) throw alreadyReviewed()
  // The review is written and public: a failure to queue the notice is logged, never the renter's error.
  await tellOperators(c, row, input).catch((error: unknown) =>
    log('error', 'review_notice_failed', { facilityId: row.facility_id, ...errorFields(error) }),
  )
  return { facilityId: row.facility_id, slug: row.facility_slug }
}

/**
 * The company's panel users hear of the review (they may reply once, or report it), each in their language. After
 * the review's batch, so only a written review is told.
 */
async function tellOperators(c: Context<ApiEnv>, row: InvitationRow, input: ReviewInput) {
  const db = c.var.db
  const operators = await facilityOperators(db, row.facility_id)
  if (operators.length === 0) return
  const queued = await db.batch(
    operators.map((operator) =>
      queueEmail(db, {
        kind: 'review_received',
        to: operator.email,
        lang: operator.lang,
        data: { facilityName: row.facility_name, score: input.score, author: input.author, body: input.body },
      }),
    ),
  )
  deliverQueued(c, queued)
}
