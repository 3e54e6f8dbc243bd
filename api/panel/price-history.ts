import type { Db } from '../lib/db'
import type { PanelScope } from './scope'

/**
 * One price-history row, batched with the price write it records (unit, old, new, who; when is the row's time).
 * Every path that changes a price goes through here: the availability page, the unit editor, the bulk change.
 */
export function priceChangeStatement(
  db: Db,
  scope: PanelScope,
  unit: { id: number; facilityId: number },
  oldPrice: number | null,
  newPrice: number,
) {
  return db
    .prepare(
      'INSERT INTO unit_price_changes (unit_id, facility_id, old_price, new_price, user_id, user_email) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(unit.id, unit.facilityId, oldPrice, newPrice, scope.user.userId, scope.user.email)
}

/** For a unit created with a price whose id is only known inside the batch (the row just inserted). */
export function firstPriceStatement(db: Db, scope: PanelScope, facilityId: number, code: string, price: number) {
  return db
    .prepare(
      `INSERT INTO unit_price_changes (unit_id, facility_id, old_price, new_price, user_id, user_email)
       SELECT id, facility_id, NULL, ?, ?, ? FROM units WHERE facility_id = ? AND code = ?`,
    )
    .bind(price, scope.user.userId, scope.user.email, facilityId, code)
}
