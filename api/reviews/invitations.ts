import { base64url } from '@kernel/base64'
import { addDays, businessToday } from '@kernel/calendar-date'
import { bytesToHex } from '@noble/hashes/utils.js'
import { log } from '@server/log.server'
import { hmacSha256 } from '../lib/crypto'
import { primaryDb } from '../lib/db'
import { enqueueMail, type MailQueues, queueEmail, queuedMails, sealSecret } from '../lib/outbox'

/** Days after moving in that the invitation goes (a setting: REVIEW_INVITE_AFTER_DAYS). */
export const DEFAULT_INVITE_AFTER_DAYS = 7
/** How long an invitation's link works. */
export const INVITATION_DAYS = 60
/**
 * A stay moved in longer ago than this is not invited any more: the daily job catches up on missed days within it,
 * and a stay from before reviews existed is not asked about years later.
 */
const CATCH_UP_DAYS = INVITATION_DAYS

export type InvitationEnv = { DB: D1Database; SESSION_SECRET: string; REVIEW_INVITE_AFTER_DAYS?: string }

export const inviteAfterDays = (env: { REVIEW_INVITE_AFTER_DAYS?: string }) => {
  const days = Number(env.REVIEW_INVITE_AFTER_DAYS)
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_INVITE_AFTER_DAYS
}

export const invitationHash = async (secret: string, raw: string) =>
  bytesToHex(await hmacSha256(secret, `review-invitation:${raw}`))

type Due = { id: number; lang: 'pl' | 'en'; email: string; facility_name: string; moved_in_at: string }

/**
 * The daily job (issue 43, ADR 0098), as of `day` (Warsaw): every reservation the operator marked moved in at least
 * the setting's days before, never invited, not erased and not reviewed, gets one invitation with a single-use token
 * and its mail in the reservation's language. A reservation that never reached moved in is never read here: the
 * status is the proof of the stay. UNIQUE(reservation_id) makes a second run, or two at once, invite nobody twice;
 * a mail is queued only for the invitation row its own token made.
 */
/** 50 invitations (two statements each) per batch. */
const SLICE_STATEMENTS = 100

export async function inviteReviews(
  env: InvitationEnv & MailQueues,
  day: string,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<number> {
  const db = primaryDb(env)
  const lastDay = addDays(day, -inviteAfterDays(env))
  const firstDay = addDays(lastDay, -CATCH_UP_DAYS)
  // The event's instant bounds the Warsaw day from outside (Warsaw is ahead of UTC); the exact day is checked below.
  const due = await db
    .prepare(
      `SELECT r.id, r.lang, r.email, f.name AS facility_name, MAX(e.created_at) AS moved_in_at
       FROM reservations r
       JOIN facilities f ON f.id = r.facility_id
       JOIN reservation_events e ON e.reservation_id = r.id AND e.to_status = 'moved_in'
       WHERE r.status = 'moved_in' AND r.erased_at IS NULL AND r.email != ''
         AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.reservation_id = r.id)
         AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.reservation_id = r.id)
       GROUP BY r.id
       HAVING MAX(e.created_at) < ?1 AND MAX(e.created_at) >= ?2`,
    )
    .bind(`${addDays(lastDay, 1)}T00:00:00Z`, `${addDays(firstDay, -1)}T00:00:00Z`)
    .all<Due>()
  const rows = due.results.filter((r) => {
    const movedIn = businessToday(Date.parse(r.moved_in_at))
    return movedIn <= lastDay && movedIn >= firstDay
  })
  if (!rows.length) return 0
  const expiresAt = new Date(Date.parse(`${day}T00:00:00Z`) + (INVITATION_DAYS + 1) * 86_400_000).toISOString()
  const statements: D1PreparedStatement[] = []
  for (const r of rows) {
    const raw = base64url(crypto.getRandomValues(new Uint8Array(32)))
    const hash = await invitationHash(env.SESSION_SECRET, raw)
    statements.push(
      db
        .prepare(
          'INSERT INTO review_invitations (reservation_id, token_hash, expires_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        )
        .bind(r.id, hash, expiresAt),
      queueEmail(db, {
        kind: 'review_invitation',
        to: r.email,
        lang: r.lang,
        data: {
          facilityName: r.facility_name,
          movedInOn: businessToday(Date.parse(r.moved_in_at)),
          days: INVITATION_DAYS,
        },
        sealedSecret: await sealSecret(env.SESSION_SECRET, raw),
        ref: {
          table: 'reservations',
          where:
            'r.id = ? AND EXISTS (SELECT 1 FROM review_invitations i WHERE i.reservation_id = r.id AND i.token_hash = ?)',
          params: [r.id, hash],
        },
      }),
    )
  }
  // In slices: the first run after a deploy catches up on CATCH_UP_DAYS, and one batch of thousands of statements
  // would be one huge transaction. Each slice holds whole invitations (its row and its mail together).
  const mails: ReturnType<typeof queuedMails> = []
  for (let at = 0; at < statements.length; at += SLICE_STATEMENTS)
    mails.push(...queuedMails(await db.batch(statements.slice(at, at + SLICE_STATEMENTS))))
  enqueueMail(env, waitUntil, mails)
  log('info', 'review_invitations', { day, invited: mails.length })
  return mails.length
}
