import { type Lang, langOfAcceptLanguage } from '@kernel/lang'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { InquiryStatus } from '../contract/admin-lists'
import { DemoRequestSchema, InquirySchema, TrialRequestSchema } from '../contract/forms'
import { ApiFailure } from '../lib/errors'
import { NEW_ROW, PLATFORM_EMAIL, SALES_EMAIL, deliverQueued, insertedRow, queueEmail } from '../lib/outbox'
import { panelNotifications } from '../panel/notify'
import { clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'
import { requestTrial, trialRequestRow } from '../trials/account'
import { findActiveFacility } from './marketplace'

const WINDOW_S = 10 * 60
export const limitForms = (c: Parameters<typeof rateLimit>[0], form: string) =>
  rateLimit(c, `form:${form}:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_FORMS_PER_IP, 30), WINDOW_S)

/**
 * `limitForms` as a route's first step: every post is counted before its body is read or parsed (issue 41: a
 * deeply nested body cost 150 ms of CPU before the limit was ever asked), so costly bodies meet it as cheap ones do.
 */
export const formLimit = (form: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await limitForms(c, form)
    await next()
  })

/**
 * The language of the renter's own mail: the page the form was sent from (the form posts it), else the browser's
 * Accept-Language for a caller that sends none.
 */
export const formLang = (c: Parameters<typeof rateLimit>[0], posted: Lang | undefined): Lang =>
  posted ?? langOfAcceptLanguage(c.req.header('accept-language'))

export const forms = new Hono<ApiEnv>()
  .post('/forms/facilities/:idOrSlug/inquiries', formLimit('inquiry'), jsonBody(InquirySchema), async (c) => {
    const input = c.req.valid('json')
    const facility = await findActiveFacility(c.var.db, c.req.param('idOrSlug'))
    if (!facility) throw new ApiFailure(404, 'FACILITY_NOT_FOUND', 'Facility not found')
    const spam = Boolean(input.website)
    const status: InquiryStatus = spam ? 'spam' : facility.email ? 'new' : 'no_email'
    const db = c.var.db
    const insert = db
      .prepare(
        `INSERT INTO inquiries (facility_id, name, email, phone, size_m2, period, message, unit_code, source_url, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        facility.id,
        input.name,
        input.email,
        input.phone,
        input.sizeM2,
        input.period,
        input.message,
        input.unitCode ?? null,
        input.sourceUrl ?? null,
        status,
      )
    if (spam) {
      await insert.run()
      return c.json({ ok: true }, 201)
    }
    const fields = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      sizeM2: input.sizeM2 || null,
      period: input.period || null,
      unitCode: input.unitCode || null,
      message: input.message,
    }
    const { message: _message, ...copyFields } = fields
    // The inquiry and every mail about it are one batch (one transaction): the mails read its id in SQL.
    const ref = insertedRow('inquiries')
    // The operator's panel users hear of it in their language, with a link to it in the panel (issue 19).
    const { mails: panelMails, operatorLang } = await panelNotifications(c, {
      ref,
      facilityId: facility.id,
      facilityName: facility.name,
      name: input.name,
      unitCode: input.unitCode ?? null,
    })
    const renterCopy = queueEmail(db, {
      kind: 'inquiry_copy',
      to: input.email,
      lang: formLang(c, input.lang),
      data: {
        // Everything but the message, which only the operator reads (issue 41).
        ...copyFields,
        hasOperatorEmail: Boolean(facility.email),
        facility: {
          name: facility.name,
          slug: facility.slug,
          phone: facility.phone,
          address: `${facility.street} ${facility.building_number}, ${facility.postal_code} ${facility.city}`.trim(),
        },
      },
      ref,
    })
    const operatorMail = facility.email
      ? queueEmail(db, {
          kind: 'inquiry',
          to: facility.email,
          lang: operatorLang,
          // "Reply" in the operator's mail client answers the renter.
          replyTo: input.email,
          data: { ...fields, inquiryId: NEW_ROW, facilityName: facility.name },
          ref,
        })
      : // Kept for the platform team, who can pass it on by phone.
        queueEmail(db, {
          kind: 'inquiry_no_email',
          to: PLATFORM_EMAIL,
          lang: 'pl',
          replyTo: input.email,
          data: { ...fields, inquiryId: NEW_ROW, facilityName: facility.name, facilityPhone: facility.phone },
          ref,
        })
    const results = await db.batch([insert, operatorMail, renterCopy, ...panelMails])
    deliverQueued(c, results)
    if (!facility.email) throw new ApiFailure(422, 'FACILITY_HAS_NO_EMAIL', 'Facility has no e-mail', undefined)
    const saved = results[0]!.results[0] as { id: number }
    return c.json({ ok: true, id: saved.id }, 201)
  })
  .post('/forms/demo-request', formLimit('demo'), jsonBody(DemoRequestSchema), async (c) => {
    const input = c.req.valid('json')
    const spam = Boolean(input.company)
    const db = c.var.db
    const insert = db
      .prepare('INSERT INTO demo_requests (name, email, phone, message, contact_time, spam) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(input.name, input.email, input.phone, input.message ?? null, input.contactTime || null, spam ? 1 : 0)
    if (spam) await insert.run()
    else {
      const notice = queueEmail(db, {
        kind: 'demo_request',
        to: SALES_EMAIL,
        lang: 'pl',
        replyTo: input.email,
        data: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          contactTime: input.contactTime || null,
          message: input.message ?? null,
        },
        ref: insertedRow('demo_requests'),
      })
      // The requester hears it was received and when we call (issue 42), capped per recipient like every copy.
      const confirmation = queueEmail(db, {
        kind: 'demo_confirmation',
        to: input.email,
        lang: formLang(c, input.lang),
        data: { name: input.name, contactTime: input.contactTime || null },
        ref: insertedRow('demo_requests'),
      })
      deliverQueued(c, await db.batch([insert, notice, confirmation]))
    }
    return c.json({ ok: true }, 201)
  })
  .post('/forms/trial-start', formLimit('trial'), jsonBody(TrialRequestSchema), async (c) => {
    const input = c.req.valid('json')
    // A bot that filled the honeypot: stored as spam, mailed to nobody, no account.
    if (input.company) await trialRequestRow(c.var.db, input, true).run()
    else await requestTrial(c, input, formLang(c, input.lang))
    // One answer whether an account was opened or its owner was told (issue 42): nobody learns who has one.
    return c.json({ ok: true }, 201)
  })
