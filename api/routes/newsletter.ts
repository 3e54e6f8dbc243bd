import { Hono } from 'hono'
import * as v from 'valibot'
import { NewsletterSchema } from '../contract/forms'
import { ApiFailure } from '../lib/errors'
import { confirmSubscription, isUnsubscribeToken, requestSubscription } from '../newsletter/subscriptions'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'
import { formLimit, limitForms } from './forms'

const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/))
const LINK_INVALID = () => new ApiFailure(404, 'NOT_FOUND', 'Link expired or invalid')

/** Double opt-in (issue 14): sign-up → e-mail with a single-use link → confirm; every later e-mail can unsubscribe. */
export const newsletter = new Hono<ApiEnv>()
  .post('/newsletter/subscribe', formLimit('newsletter'), jsonBody(NewsletterSchema), async (c) => {
    const input = c.req.valid('json')
    await requestSubscription(c, input.email, input.lang)
    // One status and body for new, pending and confirmed addresses alike: the answer tells nobody who subscribes.
    return c.json({ ok: true }, 202)
  })
  .post('/newsletter/confirm', formLimit('newsletter-link'), jsonBody(v.object({ token })), async (c) => {
    const input = c.req.valid('json')
    if (!(await confirmSubscription(c, input.token))) throw LINK_INVALID()
    return c.json({ ok: true })
  })
  .post(
    '/newsletter/unsubscribe',
    jsonBody(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), token })),
    async (c) => {
      const input = c.req.valid('json')
      const row = await c.var.db
        .prepare('SELECT id, email FROM newsletter_subscriptions WHERE id = ?')
        .bind(input.id)
        .first<{ id: number; email: string }>()
      // Already gone: the link did its job before (a second click is not an error).
      if (!row) return c.json({ ok: true })
      // Mail providers send the one-click POST (RFC 8058) from shared addresses: a valid link is never refused for
      // its network's other traffic. It is its own limit — it deletes its one subscription, once (then `!row`
      // above) — so only a wrong token, a guess, counts against the caller's network.
      if (!(await isUnsubscribeToken(c, row, input.token))) {
        await limitForms(c, 'newsletter-link')
        throw LINK_INVALID()
      }
      await c.var.db.prepare('DELETE FROM newsletter_subscriptions WHERE id = ?').bind(row.id).run()
      return c.json({ ok: true })
    },
  )
