/**
 * One definition of "this unit can be rented now", for every query that counts or lists free units: listed, not
 * occupied, and not held by an active reservation. The EXISTS repeats the partial unique index's WHERE word for
 * word (migration 0020), so SQLite answers it from that index.
 */
export const unitHeldSql = (unit = 'u') =>
  `EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = ${unit}.id AND r.status IN ('pending', 'confirmed'))`

export const unitFreeSql = (unit = 'u') =>
  `${unit}.is_active = 1 AND ${unit}.is_occupied = 0 AND NOT ${unitHeldSql(unit)}`

/**
 * Someone would hear of a reservation here (ADR 0085): the facility has a contact address or its company a panel
 * user. Without either, the page offers the inquiry and the phone, and the API refuses the hold.
 */
export const facilityReservableSql = (facility = 'f') =>
  `(trim(COALESCE(${facility}.email, '')) != '' OR EXISTS (SELECT 1 FROM users ru WHERE ru.client_id = ${facility}.client_id AND ru.role = 'CLIENT'))`
