import { primaryDb } from './db'
import { KNOWN_NETWORK_DAYS, LOGIN_WINDOW_S } from '../auth/login-guard'
import { SESSION_TTL } from '../auth/session'

export const DEFAULT_OUTBOX_RETENTION_DAYS = 90
/** Rate-limit windows are 10–15 minutes; an hour-old window can no longer count anything. */
/** Two of the longest window (a day, `trial-account`): a sliding count reads the previous window too. */
const RATE_WINDOW_KEEP_S = 2 * 86_400
/** Past the queue's retries and the sweeper's re-offers: a receipt not delivered by then never will be. */
export const ERASED_RECEIPT_KEEP_DAYS = 7
/** The privacy policy's periods (ADR 0090): an inquiry 3 years (the limitation period for claims). */
export const INQUIRY_KEEP_YEARS = 3
/** A reservation: 5 full calendar years after the year of its move-in day (the accounting law's period). */
export const RESERVATION_KEEP_YEARS = 5
/**
 * A used or expired single-use link can never be used again whether its row is there or not; a day's grace keeps a
 * just-expired link answering "expired" (not "unknown") to a person who opens it late.
 */
export const AUTH_TOKEN_KEEP_DAYS = 1

export type ExpiryEnv = { DB: D1Database; OUTBOX_RETENTION_DAYS?: string }
export type ExpiryResult = {
  sessions: number
  rateLimits: number
  outbox: number
  newsletterPending: number
  loginNetworks: number
  loginFailures: number
  inquiries: number
  reservations: number
  authTokens: number
}

function retentionDays(value: string | undefined): number {
  const days = Number(value)
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_OUTBOX_RETENTION_DAYS
}

/**
 * The Cron Trigger's work (issue 14: nothing expired, and these tables only grew). Sessions past their absolute or
 * idle lifetime, rate-limit windows that can no longer count, outbox rows older than the retention period
 * (OUTBOX_RETENTION_DAYS, default 90), sign-ups whose confirmation link expired, networks an account has not signed in
 * from for 90 days, and (issue 40) inquiries and reservations past the privacy policy's periods, and single-use links
 * a day past their expiry. Every delete uses an index.
 */
export async function expireOldData(env: ExpiryEnv, nowMs = Date.now()): Promise<ExpiryResult> {
  const now = Math.floor(nowMs / 1000)
  const outboxBefore = new Date(nowMs - retentionDays(env.OUTBOX_RETENTION_DAYS) * 86_400_000).toISOString()
  const db = primaryDb(env)
  const today = new Date(nowMs)
  const inquiriesBefore = new Date(nowMs)
  inquiriesBefore.setUTCFullYear(today.getUTCFullYear() - INQUIRY_KEEP_YEARS)
  // A move-in in year Y is kept through Y + 5: rows before 1 January of (this year - 5) are past it.
  const reservationsBefore = `${today.getUTCFullYear() - RESERVATION_KEEP_YEARS}-01-01`
  const [
    sessions,
    rateLimits,
    outbox,
    newsletterPending,
    loginNetworks,
    loginFailures,
    inquiries,
    reservations,
    authTokens,
  ] = await db.batch([
    db
      .prepare(
        `DELETE FROM sessions WHERE expires_at <= ?1
         OR (remember = 0 AND last_seen_at <= ?1 - ${SESSION_TTL.short.idle})
         OR (remember = 1 AND last_seen_at <= ?1 - ${SESSION_TTL.remember.idle})`,
      )
      .bind(now),
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(now - RATE_WINDOW_KEEP_S),
    // An erasure's receipt (ADR 0090) is the one mail that must not outlive its delivery: gone after a week, sent or not.
    db
      .prepare("DELETE FROM outbox WHERE created_at < ?1 OR (kind = 'account_erased' AND created_at < ?2)")
      .bind(outboxBefore, new Date(nowMs - ERASED_RECEIPT_KEEP_DAYS * 86_400_000).toISOString()),
    db
      .prepare(
        "DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND (confirm_expires_at IS NULL OR confirm_expires_at <= ?)",
      )
      .bind(now),
    db.prepare('DELETE FROM login_networks WHERE last_success_at < ?').bind(now - KNOWN_NETWORK_DAYS * 86_400),
    db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').bind(now - LOGIN_WINDOW_S),
    db.prepare('DELETE FROM inquiries WHERE created_at < ?').bind(inquiriesBefore.toISOString()),
    db
      .prepare(
        "DELETE FROM reservations WHERE move_in_date < ? AND status NOT IN ('unconfirmed', 'pending', 'confirmed')",
      )
      .bind(reservationsBefore),
    db
      .prepare('DELETE FROM auth_tokens WHERE expires_at < ?')
      .bind(new Date(nowMs - AUTH_TOKEN_KEEP_DAYS * 86_400_000).toISOString()),
  ])
  const changed = (result: D1Result | undefined) => result?.meta.changes ?? 0
  return {
    sessions: changed(sessions),
    rateLimits: changed(rateLimits),
    outbox: changed(outbox),
    newsletterPending: changed(newsletterPending),
    loginNetworks: changed(loginNetworks),
    loginFailures: changed(loginFailures),
    inquiries: changed(inquiries),
    reservations: changed(reservations),
    authTokens: changed(authTokens),
  }
}
