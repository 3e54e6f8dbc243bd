import type { PanelScope } from './scope'
import type { Db } from '../lib/db'

export type AuditAction =
  | 'inquiry.stage'
  | 'inquiry.note'
  | 'inquiry.export'
  | 'unit.occupancy'
  | 'unit.price'
  | 'reservation.status'
  | 'reservation.export'
  | 'reservation.window'
  | 'unit.create'
  | 'unit.edit'
  | 'unit.active'
  | 'facility.description'
  | 'facility.profile'
  | 'photo.add'
  | 'photo.order'
  | 'photo.delete'
  | 'review.reply'
  | 'review.report'
  | 'company.data'
  | 'facility.create'
  | 'facility.basics'
  | 'facility.submit'
  | 'company.verification'

/**
 * One audit row, as a statement to batch with the write it records: the action and its trace commit together or
 * not at all. Append-only (no code path updates or deletes audit_log).
 */
export function auditStatement(
  db: Db,
  scope: PanelScope,
  action: AuditAction,
  target: { type: string; id: number | null },
  detail: Record<string, unknown> = {},
) {
  return db
    .prepare(
      'INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(scope.clientId, scope.user.userId, scope.user.email, action, target.type, target.id, JSON.stringify(detail))
}
