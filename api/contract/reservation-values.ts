/**
 * Reservation constants without a schema library (ADR 0022): the route tree's search parsers and the badges read
 * these, so they load with pages; the valibot schemas live in reservations.ts.
 */
/** A hold lasts through the move-in day and two more; the window is the operator's, within these bounds. */
export const HOLD_EXTRA_DAYS = 2
export const RESERVATION_WINDOW = { min: 7, max: 60, default: 30 } as const
export const MAX_ACTIVE_PER_EMAIL = 3
/** Issue 39: active holds per network (an IPv4 address, an IPv6 /64) and per address in one facility. */
export const MAX_ACTIVE_PER_NETWORK = 3
export const MAX_ACTIVE_PER_FACILITY = 1
/** An unconfirmed hold (an address nobody has proved yet) is released after this, by the expiry cron. */
export const UNCONFIRMED_HOLD_MIN = 60
/** A pending reservation the operator has not confirmed within this reads as overdue in the panel. */
export const CONFIRM_WITHIN_H = 48

export const RESERVATION_STATUSES = [
  'unconfirmed',
  'pending',
  'confirmed',
  'moved_in',
  'no_show',
  'cancelled',
  'expired',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]
/** Statuses that hold the unit (the partial unique index in migration 0037 says the same). */
export const ACTIVE_STATUSES = ['unconfirmed', 'pending', 'confirmed'] as const satisfies readonly ReservationStatus[]
export type ReservationActor = 'renter' | 'operator' | 'system'

/** What the operator may do from each status; `decline` is a cancel with a reason before confirming. */
export const OPERATOR_ACTIONS = ['confirm', 'decline', 'moved_in', 'no_show', 'cancel'] as const
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number]
export const ACTION_MOVES: Record<OperatorAction, { from: readonly ReservationStatus[]; to: ReservationStatus }> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  decline: { from: ['pending'], to: 'cancelled' },
  moved_in: { from: ['confirmed'], to: 'moved_in' },
  no_show: { from: ['confirmed'], to: 'no_show' },
  cancel: { from: ['confirmed'], to: 'cancelled' },
}
export const REASON_REQUIRED: readonly OperatorAction[] = ['decline', 'cancel']

/**
 * What the console's superadmin may do to any reservation (issue 39): cancel an active one with a reason, or
 * release an active hold whose last day has passed before the 5-minute run does.
 */
export const ADMIN_ACTIONS = ['cancel', 'release'] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]
