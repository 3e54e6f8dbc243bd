import * as v from 'valibot'
import { LANGS } from '@kernel/lang'
import { safeNextPath } from '@kernel/safe-next'
import { email } from './common'

/**
 * POST /api/auth/email-link (issue 40): the renter tab's "Email me a sign-in link" form posts it, and the server
 * checks the same schema. An unsafe `next` (kernel/safe-next, as sign-in judges it) becomes null: dropped, never
 * refused, so the answer says nothing about it.
 */
export const EmailLinkSchema = v.object({
  email: email('invalidEmail'),
  lang: v.optional(v.picklist(LANGS)),
  next: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((next) => (typeof next === 'string' ? safeNextPath(next) : null)),
    ),
  ),
})
export type EmailLinkInput = v.InferInput<typeof EmailLinkSchema>

/** POST /api/auth/email-link/confirm: the button on the page the mail's link opens. */
export const EmailLinkConfirmSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) })

/** The confirm's answer: where to land, when the link carried a safe `next`. */
export type EmailLinkConfirmed = { ok: true; next: string | null }
