import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import type { ApiEnv } from '../types'
import type { Db } from '../lib/db'
import { type BatchRow, NEW_ROW, queueEmail } from '../lib/outbox'

/** The facility's company's panel users (CLIENT), first user first, each with the language their mail is written in. */
export async function facilityOperators(db: Db, facilityId: number): Promise<{ email: string; lang: Lang }[]> {
  const { results } = await db
    .prepare(
      `SELECT u.email, u.lang FROM users u JOIN facilities f ON f.client_id = u.client_id WHERE f.id = ? AND u.role = 'CLIENT' ORDER BY u.id`,
    )
    .bind(facilityId)
    .all<{ email: string; lang: Lang | null }>()
  return results.map((user) => ({ email: user.email, lang: user.lang === 'en' ? 'en' : 'pl' }))
}

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
  const users = await facilityOperators(db, inquiry.facilityId)
  const mails = users.map((user) =>
    queueEmail(db, {
      kind: 'inquiry_panel',
      to: user.email,
      lang: user.lang,
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
  const operatorLang: Lang = users[0]?.lang ?? 'pl'
  return { mails, operatorLang }
}
