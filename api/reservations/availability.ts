import { ACTIVE_STATUSES } from '../contract/reservation-values'
import type { Db } from '../lib/db'

/** The statuses that hold a unit, as SQL: the partial unique index's list (migration 0037). */
const HOLDING = `r.status IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`

/**
 * One definition of "this unit can be rented now", for every query that counts or lists free units: listed, not
 * occupied, and not held by an active reservation. The EXISTS repeats the partial unique index's WHERE word for
 * word (migration 0037), so SQLite answers it from that index.
 */
export const unitHeldSql = (unit = 'u') =>
  `EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = ${unit}.id AND ${HOLDING})`

/** `unitStateSql(u) = 'free'`, spelled out so the list's filters keep using the units_available index. */
export const unitFreeSql = (unit = 'u') =>
  `${unit}.is_active = 1 AND ${unit}.is_occupied = 0 AND NOT ${unitHeldSql(unit)}`

/**
 * A unit's one state (ADR 0086), for every page that shows or counts it: the panel's overview and availability, the
 * public facility page. A hold comes first: it is a promise to a renter, whatever the flags say (a unit occupied
 * before issue 39 while held reads as held, so the operator sees the reservation to settle).
 */
export const unitStateSql = (unit = 'u') =>
  `CASE WHEN ${unitHeldSql(unit)} THEN 'held' WHEN ${unit}.is_active = 0 THEN 'inactive' WHEN ${unit}.is_occupied = 1 THEN 'occupied' ELSE 'free' END`

/** The active reservation holding a unit, as correlated columns of a units query (null when none). */
export const unitHoldColumns = (unit = 'u') => {
  const hold = (column: string) =>
    `(SELECT r.${column} FROM reservations r WHERE r.unit_id = ${unit}.id AND ${HOLDING})`
  return `${hold('id')} AS hold_id, ${hold('code')} AS hold_code, ${hold('status')} AS hold_status, ${hold('hold_until')} AS hold_until`
}

const UNIT_OPEN = 'SELECT 1 FROM units WHERE id = ? AND is_active = 1 AND is_occupied = 0'

/**
 * First in a hold's batch: aborts it (isGuardAbort) when the unit was occupied or unlisted after the hold's read.
 * The panel's occupy is conditional on "not held" the same way, so of a hold and an occupy at once one wins.
 */
export const unitOpenGuard = (db: Db, unitId: number) =>
  db.prepare(`SELECT json(CASE WHEN EXISTS (${UNIT_OPEN}) THEN '1' ELSE 'guard: unit taken' END) AS ok`).bind(unitId)

/** After a guard abort: was it this unit (409) rather than another guard of the batch? */
export const isUnitOpen = async (db: Db, unitId: number) => Boolean(await db.prepare(UNIT_OPEN).bind(unitId).first())

/**
 * Someone would hear of a reservation here (ADR 0085): the facility has a contact address or its company a panel
 * user. Without either, the page offers the inquiry and the phone, and the API refuses the hold.
 */
export const facilityReservableSql = (facility = 'f') =>
  `(trim(COALESCE(${facility}.email, '')) != '' OR EXISTS (SELECT 1 FROM users ru WHERE ru.client_id = ${facility}.client_id AND ru.role = 'CLIENT'))`
