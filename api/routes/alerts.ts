import { Hono } from 'hono'
import * as v from 'valibot'
import { AlertEditSchema, AlertLinkSchema, AlertTokenSchema, SaveAlertSchema } from '../contract/alerts'
import { ApiFailure } from '../lib/errors'
import { clientIp, rateLimit } from '../lib/rate-limit'
import { jsonBody } from '../lib/validate'
import { confirmSearch, deleteSearch, editSearch, saveSearch, searchByLink } from '../alerts/store'
import { toSavedSearch } from '../alerts/rows'
import type { ApiEnv } from '../types'
import { emailKey } from '../reservations/email-key'
import { formLimit } from './forms'

/** Saves per address per hour: an attacker cannot flood someone's inbox with confirmation mails. */
const PER_EMAIL_PER_HOUR = 5

/**
 * Saved searches (issue 27): save (double opt-in), confirm, and the mail link's manage and unsubscribe. Answers
 * never tell whether an address is known: saving answers 202 whatever happened.
 */
export const alerts = new Hono<ApiEnv>()
  .post('/alerts', formLimit('alert'), jsonBody(SaveAlertSchema), async (c) => {
    const input = c.req.valid('json')
    if (input.website) return c.json({ ok: true }, 202)
    await rateLimit(c, `alert-email:${emailKey(input.email)}`, PER_EMAIL_PER_HOUR, 3600)
    await saveSearch(c, { email: input.email, lang: input.lang, search: input.search })
    return c.json({ ok: true }, 202)
  })
  .post('/alerts/confirm', formLimit('alert-link'), jsonBody(AlertTokenSchema), async (c) => {
    const manage = await confirmSearch(c, c.req.valid('json').token)
    if (!manage) throw new ApiFailure(404, 'NOT_FOUND', 'Link expired or invalid')
    return c.json({ ok: true, manage })
  })
  .post('/alerts/manage', formLimit('alert-link'), jsonBody(AlertLinkSchema), async (c) => {
    const input = c.req.valid('json')
    return c.json({ search: toSavedSearch(await searchByLink(c, input.id, input.token)) })
  })
  .patch(
    '/alerts/manage',
    formLimit('alert-link'),
    jsonBody(v.object({ ...AlertLinkSchema.entries, ...AlertEditSchema.entries })),
    async (c) => {
      const input = c.req.valid('json')
      const row = await searchByLink(c, input.id, input.token)
      return c.json({ search: toSavedSearch(await editSearch(c, row, input)) })
    },
  )
  .post('/alerts/unsubscribe', jsonBody(AlertLinkSchema), async (c) => {
    const input = c.req.valid('json')
    await rateLimit(c, `form:alert-unsubscribe:${clientIp(c)}`, 60, 600)
    // An unknown id and a known one with a wrong token answer the same 404 (searchByLink): the answer never tells
    // which ids exist. A second click on a link that already worked gets it too ("invalid or already deleted").
    await searchByLink(c, input.id, input.token)
    await deleteSearch(c, input.id)
    return c.json({ ok: true })
  })
