import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import type * as v from 'valibot'
import { NO_PASSWORD } from '../auth/password'
import { TOKEN_TTL_MIN, tokenForNewAccount } from '../auth/one-time-token'
import type { TrialRequestSchema } from '../contract/forms'
import type { Db } from '../lib/db'
import { ApiFailure } from '../lib/errors'
import { deliverQueued, insertedRow, queueEmail, SALES_EMAIL, sealSecret } from '../lib/outbox'
import { rateLimit } from '../lib/rate-limit'
import { isUniqueViolation } from '../lib/sql'
import { emailKey } from '../reservations/email-key'
import type { ApiEnv } from '../types'

type TrialInput = v.InferOutput<typeof TrialRequestSchema>

/** New trial accounts one mailbox (emailKey) may open in a day; past it, requests are kept for sales, silently. */
const ACCOUNTS_PER_MAILBOX_PER_DAY = 3

/**
 * A NIP belongs to a company the registers verified or that pays (migration 0054): a trial nobody verified holds
 * nothing, so a stranger who types a competitor's public NIP first neither blocks the competitor nor gets its mail.
 */
export const NIP_HELD = `(c.plan = 'active' OR c.verification_status = 'verified')`

/** Who already holds what a trial request names: the account of its address, or the company of its NIP. */
type Owner = { to: string; lang: Lang; userId: number | null; reason: 'email' | 'nip' }

/**
 * Whether the typed address or NIP already has an account (issue 42), and whom to tell: the account of the address,
 * else the panel users of the company holding the NIP (or its billing address when it has none; a company with
 * neither still has its account, and nobody is told).
 */
async function holdersOf(c: Context<ApiEnv>, input: TrialInput): Promise<{ taken: boolean; owners: Owner[] }> {
  const db = c.var.db
  // Both questions in one round trip, whatever the answer to the first: a known address takes as long as a new one.
  const [byEmail, byNip] = await db.batch([
    db.prepare('SELECT id, email, lang FROM users WHERE email = ?').bind(input.email),
    db
      .prepare(
        `SELECT u.id, COALESCE(u.email, c.billing_email) AS email, COALESCE(u.lang, 'pl') AS lang
         FROM clients c LEFT JOIN users u ON u.client_id = c.id AND u.role = 'CLIENT'
         WHERE c.nip = ? AND ${NIP_HELD} ORDER BY c.id, u.id LIMIT 5`,
      )
      .bind(input.nip),
  ])
  const user = (byEmail!.results as { id: number; email: string; lang: Lang }[])[0]
  if (user) return { taken: true, owners: [{ to: user.email, lang: user.lang, userId: user.id, reason: 'email' }] }
  const companies = byNip!.results as { id: number | null; email: string | null; lang: Lang }[]
  return {
    taken: companies.length > 0,
    owners: companies.flatMap((row) =>
      row.email ? [{ to: row.email, lang: row.lang, userId: row.id, reason: 'nip' as const }] : [],
    ),
  }
}

/**
 * Whether the mailbox may open one more trial account today. Every request with it counts, known or new, so the
 * count (a D1 write) is no tell either.
 */
async function mailboxMayOpen(c: Context<ApiEnv>, email: string): Promise<boolean> {
  try {
    await rateLimit(c, `trial-account:${emailKey(email)}`, ACCOUNTS_PER_MAILBOX_PER_DAY, 86_400)
    return true
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 429) return false
    throw error
  }
}

/** The request as sales and the console's inbox see it; `spam` when the honeypot was filled. */
export const trialRequestRow = (db: Db, input: TrialInput, spam: boolean) =>
  db
    .prepare(
      `INSERT INTO trial_requests (name, nip, street, building_number, apartment_number, postal_code, city, country, email, phone, spam)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      input.name,
      input.nip,
      input.street,
      input.buildingNumber,
      input.apartmentNumber || null,
      input.postalCode,
      input.city,
      input.country,
      input.email,
      input.phone,
      spam ? 1 : 0,
    )

/** The country as the console shows a company's (its form's default is "Polska"); other codes as they are. */
const countryName = (code: string) => (code === 'PL' ? 'Polska' : code)

/**
 * POST /api/forms/trial-start behind its unchanged contract (issue 42, ADR 0095). The request row and the sales
 * mail as before; then either a new company in trial (plan 'trial', no end date until activation) with an
 * unverified CLIENT user without a password, a 48-hour activation token and the confirmation mail carrying it —
 * all in the one batch — or, when the address or the NIP already has an account, a mail to its owner instead. The
 * caller answers the same in every case.
 */
export async function requestTrial(c: Context<ApiEnv>, input: TrialInput, lang: Lang): Promise<void> {
  const db = c.var.db
  const address = `${input.street} ${input.buildingNumber}${input.apartmentNumber ? `/${input.apartmentNumber}` : ''}, ${input.postalCode} ${input.city}, ${input.country}`
  const ref = insertedRow('trial_requests')
  const request = [
    trialRequestRow(db, input, false),
    queueEmail(db, {
      kind: 'trial_request',
      to: SALES_EMAIL,
      lang: 'pl',
      replyTo: input.email,
      data: { name: input.name, nip: input.nip, address, email: input.email, phone: input.phone },
      ref,
    }),
  ]
  // The same work on every path (the lookups, the count, the token and its seal): the answer's time tells nothing.
  const [{ taken, owners }, mayOpen, token] = await Promise.all([
    holdersOf(c, input),
    mailboxMayOpen(c, input.email),
    tokenForNewAccount(db, c.env.SESSION_SECRET, { purpose: 'set_password', email: input.email, lang }),
  ])
  const sealed = await sealSecret(c.env.SESSION_SECRET, token.raw)
  const opens = !taken && mayOpen
  const tellOwners = () =>
    owners.map((owner) =>
      queueEmail(db, {
        kind: 'trial_existing',
        to: owner.to,
        lang: owner.lang,
        data: { reason: owner.reason },
        ...(owner.userId ? { refTable: 'users', refId: owner.userId } : {}),
      }),
    )
  if (!opens) {
    deliverQueued(c, await db.batch([...request, ...tellOwners()]))
    return
  }
  const account = [
    db
      .prepare(
        `INSERT INTO clients (company_name, contact_name, phone, billing_email, street, building_number, apartment_number,
           postal_code, city, country, nip, plan)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'trial')`,
      )
      .bind(
        input.name,
        input.name,
        input.phone,
        input.email,
        input.street,
        input.buildingNumber,
        input.apartmentNumber || null,
        input.postalCode,
        input.city,
        countryName(input.country),
        input.nip,
      ),
    db
      .prepare(
        `INSERT INTO users (email, password_hash, role, name, client_id, lang)
         VALUES (?, ?, 'CLIENT', ?, (SELECT MAX(id) FROM clients), ?)`,
      )
      .bind(input.email, NO_PASSWORD, input.name, lang),
    token.statement,
    queueEmail(db, {
      kind: 'trial_confirmation',
      to: input.email,
      lang,
      data: { name: input.name, hours: TOKEN_TTL_MIN.set_password / 60 },
      ref,
      sealedSecret: sealed,
    }),
  ]
  try {
    deliverQueued(c, await db.batch([...request, ...account]))
  } catch (error) {
    // Two requests for one new address at once: the other opened the account; this one is a repeat of it.
    if (!isUniqueViolation(error)) throw error
    deliverQueued(c, await db.batch(request))
  }
}
