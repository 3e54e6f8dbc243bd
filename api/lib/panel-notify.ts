import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import { panelInquiryPath } from '../contract/panel-paths'
import type { ApiEnv } from '../types'
import { publicOrigin } from './newsletter'
import { queueEmail } from './outbox'

const TEXT: Record<
  Lang,
  {
    subject: (facility: string) => string
    body: (p: { name: string; facility: string; unit: string | null; link: string }) => string
  }
> = {
  pl: {
    subject: (facility) => `Nowe zapytanie w panelu: ${facility}`,
    body: (p) =>
      `${p.name} wysłał(a) zapytanie o obiekt ${p.facility}${p.unit ? ` (jednostka ${p.unit})` : ''}.\n\nOtwórz je w panelu operatora, odpowiedz i oznacz jako „w kontakcie”:\n${p.link}`,
  },
  en: {
    subject: (facility) => `New inquiry in your panel: ${facility}`,
    body: (p) =>
      `${p.name} sent an inquiry about ${p.facility}${p.unit ? ` (unit ${p.unit})` : ''}.\n\nOpen it in the operator panel, reply and mark it as "contacted":\n${p.link}`,
  },
}

/**
 * One e-mail per CLIENT user of the facility's company, in that user's language, linking to the inquiry in the
 * panel. Statements only: the caller batches them with its own writes.
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
  const origin = publicOrigin(c)
  return users.results.map((user) => {
    const lang: Lang = user.lang === 'en' ? 'en' : 'pl'
    const text = TEXT[lang]
    const link = `${origin}${panelInquiryPath(lang, inquiry.id)}`
    return queueEmail(db, {
      kind: 'inquiry_panel',
      to: user.email,
      subject: text.subject(inquiry.facilityName),
      body: text.body({ name: inquiry.name, facility: inquiry.facilityName, unit: inquiry.unitCode, link }),
      refTable: 'inquiries',
      refId: inquiry.id,
    })
  })
}
