import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import type { ApiEnv } from '../types'
import { type BatchRow, NEW_ROW, queueEmail } from '../lib/outbox'

/**
 * One e-mail per CLIENT user of the facility's company, in that user's language, linking to the inquiry in the
 * panel (api/mail/inquiry-panel.ts). Statements only, for the batch that inserts the inquiry (`ref` names it there).
 * Also the company's language, for the notice to the facility's own address.
 */
export async function panelNotifications(
  c: Context<ApiEnv>,
  inquiry: { ref: BatchRow; facilityId: number; facilityName: string; name: string; unitCode: string | null },
) {
  const db = c.var.db
  const users = await db
    .prepare(
      `SELECT u.email, u.lang FROM users u JOIN facilities f ON f.client_id = u.client_id WHERE f.id = ? AND u.role = 'CLIENT' ORDER BY u.id`,
    )
    .bind(inquiry.facilityId)
    .all<{ email: string; lang: Lang }>()
  const mails = users.results.map((user) =>
    queueEmail(db, {
      kind: 'inquiry_panel',
      to: user.email,
      lang: user.lang === 'en' ? 'en' : 'pl',
      data: {
        inquiryId: NEW_ROW,
        facilityName: inquiry.facilityName,
        name: inquiry.name,
        unitCode: inquiry.unitCode,
      },
      ref: inquiry.ref,
    }),
  )
  // The company's language for mail to its shared address: its first panel user's, else Polish.
  const operatorLang: Lang = users.results[0]?.lang === 'en' ? 'en' : 'pl'
  return { mails, operatorLang }
}
