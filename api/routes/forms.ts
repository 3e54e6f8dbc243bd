import { brand } from '@kernel/brand'
import { Hono } from 'hono'
import type { InquiryStatus } from '../contract/admin-lists'
import { DemoRequestSchema, InquirySchema, TrialRequestSchema } from '../contract/forms'
import { ApiFailure } from '../lib/errors'
import { PLATFORM_EMAIL, SALES_EMAIL, deliverQueued, queueEmail } from '../lib/outbox'
import { panelNotifications } from '../lib/panel-notify'
import { clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import { jsonBody } from '../lib/validate'
import type { ApiEnv } from '../types'
import { findActiveFacility } from './marketplace'

const WINDOW_S = 10 * 60
export const limitForms = (c: Parameters<typeof rateLimit>[0], form: string) =>
  rateLimit(c, `form:${form}:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_FORMS_PER_IP, 30), WINDOW_S)

const lines = (entries: [string, unknown][]) => entries.map(([k, v]) => `${k}: ${v ?? '—'}`).join('\n')

export const forms = new Hono<ApiEnv>()
  .post('/forms/facilities/:idOrSlug/inquiries', jsonBody(InquirySchema), async (c) => {
    const input = c.req.valid('json')
    await limitForms(c, 'inquiry')
    const facility = await findActiveFacility(c.var.db, c.req.param('idOrSlug'))
    if (!facility) throw new ApiFailure(404, 'FACILITY_NOT_FOUND', 'Facility not found')
    const spam = Boolean(input.website)
    const status: InquiryStatus = spam ? 'spam' : facility.email ? 'new' : 'no_email'
    const saved = await c.var.db
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
      .first<{ id: number }>()
    const body = lines([
      ['Obiekt', facility.name],
      ['Imię i nazwisko', input.name],
      ['E-mail', input.email],
      ['Telefon', input.phone],
      ['Powierzchnia (m²)', input.sizeM2],
      ['Okres', input.period],
      ['Jednostka', input.unitCode],
      ['Wiadomość', input.message],
      ['Strona', input.sourceUrl],
    ])
    if (spam) return c.json({ ok: true }, 201)
    // The operator's panel users hear of it in their language, with a link to it in the panel (issue 19).
    const panelMails = await panelNotifications(c, {
      id: saved!.id,
      facilityId: facility.id,
      facilityName: facility.name,
      name: input.name,
      unitCode: input.unitCode ?? null,
    })
    if (!facility.email) {
      // Kept for the platform team, who can pass it on by phone.
      const queued = await c.var.db.batch([
        queueEmail(c.var.db, {
          kind: 'inquiry_no_email',
          to: PLATFORM_EMAIL,
          lang: 'pl',
          data: { subject: `Zapytanie bez e-maila operatora: ${facility.name}`, body },
          refTable: 'inquiries',
          refId: saved!.id,
        }),
        ...panelMails,
      ])
      deliverQueued(c, queued)
      throw new ApiFailure(422, 'FACILITY_HAS_NO_EMAIL', 'Facility has no e-mail', undefined)
    }
    const queued = await c.var.db.batch([
      queueEmail(c.var.db, {
        kind: 'inquiry',
        to: facility.email,
        lang: 'pl',
        data: { subject: `Nowe zapytanie: ${facility.name}`, body },
        refTable: 'inquiries',
        refId: saved!.id,
      }),
      ...panelMails,
    ])
    deliverQueued(c, queued)
    return c.json({ ok: true, id: saved!.id }, 201)
  })
  .post('/forms/demo-request', jsonBody(DemoRequestSchema), async (c) => {
    const input = c.req.valid('json')
    await limitForms(c, 'demo')
    const spam = Boolean(input.company)
    const saved = await c.var.db
      .prepare(
        'INSERT INTO demo_requests (name, email, phone, message, contact_time, spam) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .bind(input.name, input.email, input.phone, input.message ?? null, input.contactTime || null, spam ? 1 : 0)
      .first<{ id: number }>()
    if (!spam) {
      const body = lines([
        ['Imię i nazwisko', input.name],
        ['E-mail', input.email],
        ['Telefon', input.phone],
        ['Preferowana godzina', input.contactTime],
        ['Wiadomość', input.message],
      ])
      const queued = await queueEmail(c.var.db, {
        kind: 'demo_request',
        to: SALES_EMAIL,
        lang: 'pl',
        data: { subject: `Prośba o prezentację: ${input.name}`, body },
        refTable: 'demo_requests',
        refId: saved!.id,
      }).run()
      deliverQueued(c, [queued])
    }
    return c.json({ ok: true }, 201)
  })
  .post('/forms/trial-start', jsonBody(TrialRequestSchema), async (c) => {
    const input = c.req.valid('json')
    await limitForms(c, 'trial')
    const spam = Boolean(input.company)
    const saved = await c.var.db
      .prepare(
        `INSERT INTO trial_requests (name, nip, street, building_number, apartment_number, postal_code, city, country, email, phone, spam)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        input.name,
        input.nip,
        input.street,
        input.buildingNumber,
        input.apartmentNumber || null,
        input.postalCode,
        input.city,
        input.country,
        input.email,
        input.phone,
        spam ? 1 : 0,
      )
      .first<{ id: number }>()
    if (!spam) {
      const body = lines([
        ['Firma / imię i nazwisko', input.name],
        ['NIP/VAT', input.nip],
        [
          'Adres',
          `${input.street} ${input.buildingNumber}${input.apartmentNumber ? `/${input.apartmentNumber}` : ''}, ${input.postalCode} ${input.city}, ${input.country}`,
        ],
        ['E-mail', input.email],
        ['Telefon', input.phone],
      ])
      const queued = await c.var.db.batch([
        queueEmail(c.var.db, {
          kind: 'trial_request',
          to: SALES_EMAIL,
          lang: 'pl',
          data: { subject: `Nowe konto testowe: ${input.name}`, body },
          refTable: 'trial_requests',
          refId: saved!.id,
        }),
        queueEmail(c.var.db, {
          kind: 'trial_confirmation',
          to: input.email,
          lang: 'pl',
          data: {
            subject: `Twoje konto testowe ${brand.name}`,
            body: 'Dziękujemy! W ciągu 24 godzin skontaktujemy się z Tobą i prześlemy link aktywacyjny oraz dane logowania.',
          },
          refTable: 'trial_requests',
          refId: saved!.id,
        }),
      ])
      deliverQueued(c, queued)
    }
    return c.json({ ok: true }, 201)
  })
