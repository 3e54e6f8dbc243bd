/**
 * One definition of "this unit can be rented now", for every query that counts or lists free units: listed, not
 * occupied, and not held by an active reservation. The EXISTS repeats the partial unique index's WHERE word for
 * word (migration 0020), so SQLite answers it from that index.
 */
export const unitHeldSql = (unit = 'u') =>
  `EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = ${unit}.id AND r.status IN ('pending', 'confirmed'))`

export const unitFreeSql = (unit = 'u') =>
  `${unit}.is_active = 1 AND ${unit}.is_occupied = 0 AND NOT ${unitHeldSql(unit)}`
