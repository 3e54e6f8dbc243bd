import type { MailKind } from '../contract/admin-list-values'
import { renderHtml, renderText } from './layout'
import { templateOf } from './registry'
import type { MailAttachment, MailContext, MailTemplate } from './template'

export type RenderedMail = {
  subject: string
  html: string
  text: string
  /** The RFC 8058 address for newsletter mail; undefined for transactional mail. */
  unsubscribeUrl?: string
  attachments: MailAttachment[]
}

/** One mail of `kind` in both parts, from its stored data and the configured origin and brand. */
export const renderMail = (kind: MailKind, data: unknown, ctx: MailContext): RenderedMail =>
  renderWith(templateOf(kind), data, ctx)

export function renderWith(template: MailTemplate<unknown>, data: unknown, ctx: MailContext): RenderedMail {
  const subject = template.subject(data, ctx)
  const blocks = template.blocks(data, ctx)
  const unsubscribeUrl = template.unsubscribeUrl?.(data, ctx)
  const preheader = template.preheader?.(data, ctx)
  const unsubscribeLabel = template.unsubscribeLabel?.(ctx)
  return {
    subject,
    html: renderHtml(ctx, { subject, preheader, blocks, unsubscribeUrl, unsubscribeLabel }),
    text: renderText(ctx, { blocks, unsubscribeUrl, unsubscribeLabel }),
    unsubscribeUrl,
    attachments: template.attachments?.(data, ctx) ?? [],
  }
}
