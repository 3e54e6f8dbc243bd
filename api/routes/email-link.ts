import { Hono } from 'hono'
import { EmailLinkConfirmSchema, type EmailLinkConfirmed, EmailLinkSchema } from '../contract/email-link'
import { confirmEmailLink, limitEmailLinks, requestEmailLink } from '../auth/email-link'
import { ApiFailure } from '../lib/errors'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'
import { formLang, formLimit } from './forms'

/**
 * Renters sign in by e-mail link (issue 40, ADR 0088): ask → a mail with a single-use link → the page's button
 * confirms it. The ask answers one status and one body for every address, known, unknown or an operator's.
 */
export const emailLink = new Hono<ApiEnv>()
  .post('/auth/email-link', jsonBody(EmailLinkSchema), async (c) => {
    const input = c.req.valid('json')
    await limitEmailLinks(c, input.email)
    await requestEmailLink(c, { email: input.email, lang: formLang(c, input.lang), next: input.next ?? null })
    return c.json({ ok: true }, 202)
  })
  // Tokens are 256 bits: this limit only keeps a guesser's traffic to the form posts' own ceiling.
  .post('/auth/email-link/confirm', formLimit('email-link-confirm'), jsonBody(EmailLinkConfirmSchema), async (c) => {
    const signedIn = await confirmEmailLink(c, c.req.valid('json').token)
    // Used, expired, unknown: one answer, so a link's fate tells nobody anything.
    if (!signedIn) throw new ApiFailure(404, 'NOT_FOUND', 'Link expired or invalid')
    c.header('Cache-Control', 'private, no-store')
    return c.json({ ok: true, next: signedIn.next } satisfies EmailLinkConfirmed)
  })
