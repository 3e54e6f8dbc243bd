import type { Brand } from '@kernel/brand'
import type { Lang } from '@kernel/lang'

/**
 * What a mail says, as blocks the layout turns into both parts (api/mail/layout.ts): the HTML and the plain text
 * come from the same list, so they carry the same words and the same links.
 */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A label/value list (what the renter sent, the operator's details); empty values are left out. */
  | { type: 'facts'; rows: [label: string, value: string | number | null | undefined][] }
  /** The mail's one main action; the text part prints the URL under its label. */
  | { type: 'button'; label: string; href: string }
  /** A secondary link, printed in full in both parts. */
  | { type: 'link'; label: string; href: string }
  /** Small print under the content (why you got this, how to stop it). */
  | { type: 'note'; text: string }

/**
 * A file sent with the mail (the reservation's calendar entry). Text only: every file we attach is generated text,
 * which the local mailbox stores as it is and the Email Service binding accepts as a string.
 */
export type MailAttachment = { filename: string; type: string; content: string }

/** Everything a template may read besides its data: never the request (links come from `origin`, the config). */
export type MailContext = {
  lang: Lang
  /** The site origin from configuration (api/mail/origin.ts), never the request's Host. */
  origin: string
  brand: Brand
  /** The opened `sealed_secret` when sending; the mask when the console shows the text. */
  secret: string | null
  /** The recipient, for templates that name it. */
  to: string
}

/** A subject has no links: it is made when the mail is queued (the console lists it), without the configuration. */
export type SubjectContext = { lang: Lang; brand: Brand }

export type MailTemplate<Data> = {
  /** One line, no links: stored on the row when it is queued, so the console lists it. */
  subject: (data: Data, ctx: SubjectContext) => string
  /** A short preview line many clients show after the subject. */
  preheader?: (data: Data, ctx: MailContext) => string
  blocks: (data: Data, ctx: MailContext) => Block[]
  /** Files sent with the mail, made from the same data at sending time. */
  attachments?: (data: Data, ctx: MailContext) => MailAttachment[]
  /**
   * Newsletter mail: the one-click unsubscribe URL (RFC 8058) for `List-Unsubscribe`, also printed in the footer.
   * Transactional mail has none.
   */
  unsubscribeUrl?: (data: Data, ctx: MailContext) => string
  /** The footer's words for that link, when they are not the newsletter's (an alert unsubscribes from one search). */
  unsubscribeLabel?: (ctx: MailContext) => string
}

/** Identity for type inference: `defineTemplate<{ … }>({ … })` keeps each template's data type for the registry. */
export const defineTemplate = <Data>(template: MailTemplate<Data>): MailTemplate<Data> => template

/** Both languages' words of a template, picked by `lang`. */
export const pick = <T>(lang: Lang, words: Record<Lang, T>): T => words[lang]
