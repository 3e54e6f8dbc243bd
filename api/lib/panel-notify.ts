import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import type { ApiEnv } from '../types'
import { queueEmail } from './outbox'

/**
 * One e-mail per CLIENT user of the facility's company, in that user's language, linking to the inquiry in the
 * panel (api/mail/inquiry-panel.ts). Statements only: the caller batches them with its own writes.
 */
export async function panelNotifications(
  c: Context<ApiEnv>,
  inquiry: { id: number; facilityId: number; facilityName: string; name: string; unitCode: string | null },
) {
  const db = c.var.db
  const users = await db
    .prepare(
      `SELECT u.email, u.lang FROM users u JOIN facilities f ON f.client_id = u.client_id WHERE f.id = ? AND u.role = 'CLIENT' ORDER BY u.id`,
    )
    .bind(inquiry.facilityId)
    .all<{ email: string; lang: Lang }>()
  return users.results.map((user) =>
    queueEmail(db, {
      kind: 'inquiry_panel',
      to: user.email,
      lang: user.lang === 'en' ? 'en' : 'pl',
      data: {
        inquiryId: inquiry.id,
        facilityName: inquiry.facilityName,
        name: inquiry.name,
        unitCode: inquiry.unitCode,
      },
      refTable: 'inquiries',
      refId: inquiry.id,
    }),
  )
}
