import type { Context } from 'hono'
import { type AlertSearch, SEARCH_TTL_DAYS } from '../contract/alerts'
import { MAX_SEARCHES_PER_EMAIL } from '../contract/alert-values'
import { verifiedAddress } from '../auth/verified-address'
import { ApiFailure } from '../lib/errors'
import { base64url } from '@kernel/base64'
import { sha256Hex } from '../lib/crypto'
import { deliverQueued, queueEmail } from '../lib/outbox'
import type { ApiEnv } from '../types'
import { SEARCH_COLUMNS, SEARCH_VALUE_COLUMNS, type SearchRow, describedSearch, searchValues } from './rows'
import { alertLinkToken, isAlertLinkToken } from './tokens'
import { CONFIRMED_PER_DOMAIN_PER_DAY, domainKey } from './limits'
import { dayOf } from './send'
import { emailKey } from '../reservations/email-key'

/** How long a confirmation link works; an unconfirmed search is deleted after it (api/lib/expiry.ts). */
export const CONFIRM_TTL_S = 48 * 3600
export const TTL_S = SEARCH_TTL_DAYS * 86_400

const nowS = () => Math.floor(Date.now() / 1000)
const secondsToNextDay = () => 86_400 - (nowS() % 86_400)
const hashToken = (token: string) => sha256Hex(`alert-confirm:${token}`)

/**
 * Saves a search. A signed-in TENANT saving for its own (verified) address skips the opt-in; anyone else gets a
 * pending row and a confirmation mail. Over the per-address limit nothing is saved and nothing is sent: the caller
 * answers the same either way, so the answer tells nobody whether an address is known.
 */
export async function saveSearch(
  c: Context<ApiEnv>,
  input: { email: string; lang: 'pl' | 'en'; search: AlertSearch },
): Promise<void> {
  const db = c.var.db
  const user = c.get('user')
  const own = user?.role === 'TENANT' && user.email.toLowerCase() === input.email
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const t = nowS()
  const values = searchValues(input.search)
  const today = dayOf(Date.now())
  // One statement: the limits are checked and the row written together, so parallel saves cannot pass them. The
  // address is counted normalised (a `+tag` is the same mailbox); a domain that has had its day's confirmations gets
  // no new confirmation mail (issue 41: the limit itself is kept when a search is confirmed, confirmSearch).
  const row = await db
    .prepare(
      `INSERT INTO saved_searches (email, lang, user_id, status, confirm_token_hash, confirm_expires_at, expires_at, ${SEARCH_VALUE_COLUMNS}, email_key, domain_key, confirmed_day)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21
       WHERE (SELECT COUNT(*) FROM saved_searches WHERE email_key = ?19 AND status != 'paused') < ${MAX_SEARCHES_PER_EMAIL}
         AND ${DOMAIN_UNDER_LIMIT('?20', '?22')}
       RETURNING ${SEARCH_COLUMNS}`,
    )
    .bind(
      input.email,
      input.lang,
      own ? user.userId : null,
      own ? 'active' : 'pending',
      own ? null : await hashToken(token),
      own ? null : t + CONFIRM_TTL_S,
      t + TTL_S,
      ...values,
      emailKey(input.email),
      domainKey(input.email),
      own ? today : null,
      today,
    )
    .first<SearchRow>()
  if (!row || own) return
  const queued = await queueEmail(db, {
    kind: 'alert_confirm',
    to: input.email,
    lang: input.lang,
    data: { token, search: describedSearch(row) },
    refTable: 'saved_searches',
    refId: row.id,
  }).run()
  deliverQueued(c, [queued])
}

/** Searches confirmed today under a domain key (?domain) are fewer than the day's limit (?day: today's UTC day). */
const DOMAIN_UNDER_LIMIT = (domain: string, day: string) =>
  `(SELECT COUNT(*) FROM saved_searches d WHERE d.domain_key = ${domain} AND d.confirmed_day = ${day}) < ${CONFIRMED_PER_DOMAIN_PER_DAY}`

/**
 * Uses a confirmation token once, before it expires: the search becomes active, unless its domain has had its
 * day's confirmations (checked in the UPDATE, so parallel confirmations cannot pass it): then 429, the link kept
 * for tomorrow.
 */
export async function confirmSearch(c: Context<ApiEnv>, token: string): Promise<{ id: number; token: string } | null> {
  const tokenHash = await hashToken(token)
  const today = dayOf(Date.now())
  const row = await c.var.db
    .prepare(
      `UPDATE saved_searches SET status = 'active', confirm_token_hash = NULL, confirm_expires_at = NULL, confirmed_day = ?3
       WHERE confirm_token_hash = ?1 AND status = 'pending' AND confirm_expires_at > ?2
         AND ${DOMAIN_UNDER_LIMIT('saved_searches.domain_key', '?3')}
       RETURNING id, email`,
    )
    .bind(tokenHash, nowS(), today)
    .first<{ id: number; email: string }>()
  if (
    !row &&
    (await c.var.db
      .prepare(
        "SELECT 1 FROM saved_searches WHERE confirm_token_hash = ? AND status = 'pending' AND confirm_expires_at > ?",
      )
      .bind(tokenHash, nowS())
      .first())
  )
    throw new ApiFailure(429, 'ALERT_DOMAIN_LIMIT', 'Too many alerts confirmed today for this domain', undefined, {
      'Retry-After': String(secondsToNextDay()),
    })
  // The confirmation link's holder owns the mailbox: it gets the manage link now, before any alert mail.
  return row ? { id: row.id, token: await alertLinkToken(c.env.SESSION_SECRET, row.id, row.email) } : null
}

/** A search opened by its mail link (id + HMAC); a wrong token is as unknown as a missing id. */
export async function searchByLink(c: Context<ApiEnv>, id: number, token: string): Promise<SearchRow> {
  const row = await c.var.db
    .prepare(`SELECT ${SEARCH_COLUMNS} FROM saved_searches WHERE id = ? AND status != 'pending'`)
    .bind(id)
    .first<SearchRow>()
  if (!row || !(await isAlertLinkToken(c.env.SESSION_SECRET, row, token)))
    throw new ApiFailure(404, 'NOT_FOUND', 'Link expired or invalid')
  return row
}

/** A signed-in TENANT's own search: by user, or by its address (a search saved before signing up). */
export async function ownSearch(c: Context<ApiEnv>, id: number): Promise<SearchRow> {
  const user = c.get('user')!
  // By its address only once the account has verified it (issue 40), as "Moje alerty" lists them.
  const address = await verifiedAddress(c)
  const row = await c.var.db
    .prepare(
      `SELECT ${SEARCH_COLUMNS} FROM saved_searches WHERE id = ? AND status != 'pending' AND (user_id = ? OR email = ?)`,
    )
    .bind(id, user.userId, address?.toLowerCase() ?? null)
    .first<SearchRow>()
  if (!row) throw new ApiFailure(404, 'NOT_FOUND', 'Not found')
  return row
}

/**
 * Resuming counts against the per-address limit like saving does: a paused search becomes active only while the
 * address holds fewer than MAX_SEARCHES_PER_EMAIL others that are live, checked in the UPDATE itself so two resumes
 * at once cannot both pass.
 */
const RESUME_WITHIN_LIMIT = `(status != 'paused' OR (SELECT COUNT(*) FROM saved_searches o
  WHERE o.email_key = saved_searches.email_key AND o.status != 'paused' AND o.id != saved_searches.id) < ${MAX_SEARCHES_PER_EMAIL})`

/** Pause/resume, a new search, and always a fresh 90 days (any edit is the owner renewing it). */
export async function editSearch(
  c: Context<ApiEnv>,
  row: SearchRow,
  input: { status?: 'active' | 'paused'; search?: AlertSearch },
): Promise<SearchRow> {
  const sets = ['expires_at = ?', 'renew_sent_at = NULL']
  const binds: unknown[] = [nowS() + TTL_S]
  if (input.status) {
    sets.push('status = ?')
    binds.push(input.status)
  }
  if (input.search) {
    const columns = SEARCH_VALUE_COLUMNS.split(', ')
    sets.push(...columns.map((column) => `${column} = ?`))
    binds.push(...searchValues(input.search))
  }
  const resuming = input.status === 'active'
  const updated = await c.var.db
    .prepare(
      `UPDATE saved_searches SET ${sets.join(', ')} WHERE id = ? ${resuming ? `AND ${RESUME_WITHIN_LIMIT}` : ''}
       RETURNING ${SEARCH_COLUMNS}`,
    )
    .bind(...binds, row.id)
    .first<SearchRow>()
  if (
    !updated &&
    resuming &&
    (await c.var.db.prepare('SELECT 1 FROM saved_searches WHERE id = ?').bind(row.id).first())
  )
    throw new ApiFailure(409, 'CONFLICT', 'Too many active saved searches for this address', [
      { path: 'status', message: 'tooManyActive' },
    ])
  if (!updated) throw new ApiFailure(404, 'NOT_FOUND', 'Not found')
  // A changed search starts over: matches of the old one would not fit it.
  if (input.search) await c.var.db.prepare('DELETE FROM alert_matches WHERE search_id = ?').bind(row.id).run()
  return updated
}

export async function deleteSearch(c: Context<ApiEnv>, id: number): Promise<void> {
  await c.var.db.prepare('DELETE FROM saved_searches WHERE id = ?').bind(id).run()
}
