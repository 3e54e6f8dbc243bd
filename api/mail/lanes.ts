import { MAIL_LANES, type MailKind, type MailLane } from '../contract/admin-list-values'

/**
 * Which lane a mail travels in (issue 41, ADR 0094), decided here only, from its kind. `transactional`: what a
 * person needs for their own request, or an operator needs to act on one (reservations and their moves, sign-in
 * links, resets, set-password links, inquiries and their notices, confirmations of a form just sent). `bulk`: what
 * we send on our own schedule, many at once (alert mails and digests, renewals, the newsletter's welcome). Each lane
 * has its own queue and consumer, so a backlog of thousands of alert mails never waits in front of a reservation,
 * and only bulk mail counts against the bulk lane's daily budget.
 */
export type Lane = MailLane

/** Every kind must say its lane: a kind added to MAIL_KINDS fails type-check here until it does. */
const LANE_OF = {
  inquiry: 'transactional',
  inquiry_no_email: 'transactional',
  inquiry_panel: 'transactional',
  inquiry_copy: 'transactional',
  demo_request: 'transactional',
  trial_request: 'transactional',
  trial_confirmation: 'transactional',
  credentials: 'transactional',
  // A confirmation is what the person waits for, on the page they just sent: it finishes their own request. The
  // recipient cap (ADR 0092) already keeps strangers from multiplying these.
  newsletter_confirm: 'transactional',
  alert_confirm: 'transactional',
  reservation_renter: 'transactional',
  reservation_status: 'transactional',
  reservation_operator: 'transactional',
  signin_link: 'transactional',
  password_reset: 'transactional',
  account_erased: 'transactional',
  // Issue 42: a requester's own confirmation, an owner told of a request in its name, the trial's end coming.
  demo_confirmation: 'transactional',
  trial_existing: 'transactional',
  trial_reminder: 'transactional',
  facility_published: 'transactional',
  facility_rejected: 'transactional',
  // Issue 43: the operator may reply to a new review; it is one mail per review, to the company's panel users.
  review_received: 'transactional',
  newsletter_welcome: 'bulk',
  alert_digest: 'bulk',
  alert_renew: 'bulk',
  // Issue 43: an invitation to review a stay can wait for the next day's budget.
  review_invitation: 'bulk',
} as const satisfies Record<MailKind, Lane>

export const LANES = MAIL_LANES

/** A row of a kind no longer in MAIL_KINDS (an old outbox row the console resends) goes the safe way. */
export const laneOf = (kind: MailKind): Lane => LANE_OF[kind] ?? 'transactional'

/** The kinds of one lane, for SQL (`kind IN (SELECT value FROM json_each(?))`). */
export const kindsOf = (lane: Lane): MailKind[] =>
  (Object.keys(LANE_OF) as MailKind[]).filter((kind) => LANE_OF[kind] === lane)

/** Each lane's queue binding (wrangler.toml; worker/env.server.ts checks both). */
export const LANE_QUEUE = { transactional: 'MAIL_QUEUE', bulk: 'MAIL_BULK_QUEUE' } as const satisfies Record<
  Lane,
  string
>

/**
 * The bulk lane's daily budget when MAIL_BULK_DAILY_LIMIT is unset: bulk mails sent (or being sent) since 00:00
 * UTC. Set it well under the provider's daily sending limit, so transactional mail always finds quota left.
 */
export const BULK_DAILY_LIMIT_DEFAULT = 1000

export const bulkDailyLimit = (env: { MAIL_BULK_DAILY_LIMIT?: string }): number =>
  Number(env.MAIL_BULK_DAILY_LIMIT) || BULK_DAILY_LIMIT_DEFAULT

/** last_error of a bulk row the budget holds back: it waits `queued` and goes out the next day. */
export const BUDGET_DEFERRED = 'deferred: the bulk lane’s daily budget is used up; it goes out tomorrow'

/** 00:00 UTC of `nowMs`'s day, as the outbox stores instants: where the budget's day starts. */
export const budgetDayStart = (nowMs = Date.now()) => `${new Date(nowMs).toISOString().slice(0, 10)}T00:00:00.000Z`

/**
 * How many bulk mails count against today's budget: sent since 00:00 UTC, plus those being sent now. `kinds` and
 * `dayStart` name the statement's placeholders for the bulk kinds (JSON) and the day's start. A sent row's
 * updated_at is its sent_at, so the (status, updated_at) index reads only today's sent rows.
 */
export const BULK_SPENT_SQL = (kinds: string, dayStart: string) =>
  `((SELECT COUNT(*) FROM outbox WHERE status = 'sent' AND updated_at >= ${dayStart} AND kind IN (SELECT value FROM json_each(${kinds})))
   + (SELECT COUNT(*) FROM outbox WHERE status = 'sending' AND kind IN (SELECT value FROM json_each(${kinds}))))`
