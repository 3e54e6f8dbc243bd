import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import {
  ACTIVE_STATUSES,
  MAX_ACTIVE_PER_EMAIL,
  type RenterReservation,
  ReservationCancelSchema,
  RESERVATION_WINDOW,
  type ReservationCreated,
  ReservationSchema,
  holdUntilOf,
  isWithinWindow,
} from '../contract/reservations'
import { changedOne, isGuardAbort } from '../lib/batch-guard'
import { ApiFailure, notFound } from '../lib/errors'
import { NEW_ROW, deliverQueued } from '../lib/outbox'
import { parseJsonArray, refreshFacilityStats } from '../facilities/rows'
import { purgeFacilityCaches } from '../lib/cache-purge'
import { unitHeldSql } from '../reservations/availability'
import { parseHours } from '../facilities/listing-rows'
import {
  type OperatorRecipient,
  operatorNoticeMails,
  operatorRecipients,
  renterConfirmationMail,
} from '../reservations/mail'
import { cancelByRenter } from '../reservations/renter-cancel'
import { icsFileName, moveInIcs } from '../reservations/ics'
import { RESERVATION_SELECT, type ReservationRow, addressOf, isActive, toRenterReservation } from '../reservations/rows'
import { RESERVATION_CODE, isCancelToken, newReservationCode } from '../reservations/token'
import { jsonBody, paramOf, queryOf } from '../lib/validate'
import type { ApiEnv } from '../types'
import { formLang, limitForms } from './forms'
import { findActiveFacility } from './marketplace'

const ACTIVE_SQL = `status IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`
const codeParam = paramOf(v.object({ code: v.pipe(v.string(), v.regex(RESERVATION_CODE)) }))

type UnitRow = {
  id: number
  code: string
  size_label: string
  price_monthly: number | null
  is_active: number
  is_occupied: number
  is_held: number
}

const isUniqueViolation = (error: unknown, column: string) =>
  String(error).includes('UNIQUE constraint failed') && String(error).includes(column)

/** A reservation by its code, only for the holder of the mail's token; anything else is the same 404. */
async function byToken(c: Context<ApiEnv>, code: string, token: string) {
  const row = await c.var.db.prepare(`${RESERVATION_SELECT} WHERE r.code = ?`).bind(code).first<ReservationRow>()
  if (!row || !(await isCancelToken(c.env.SESSION_SECRET, code, token))) throw notFound()
  return row
}

export const reservations = new Hono<ApiEnv>()
  .post('/forms/facilities/:idOrSlug/reservations', jsonBody(ReservationSchema), async (c) => {
    const input = c.req.valid('json')
    await limitForms(c, 'reservation')
    const db = c.var.db
    const facility = await findActiveFacility(db, c.req.param('idOrSlug'))
    if (!facility) throw new ApiFailure(404, 'FACILITY_NOT_FOUND', 'Facility not found')
    if (!isWithinWindow(input.moveInDate, facility.reservation_window_days ?? RESERVATION_WINDOW.default))
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [
        { path: 'moveInDate', message: 'dateBeyondWindow' },
      ])
    // One round trip for the unit with its hold, and the company's panel users (the operator's notice).
    const [unitRead, operatorsRead] = await db.batch([
      db
        .prepare(
          `SELECT u.id, u.code, u.size_label, u.price_monthly, u.is_active, u.is_occupied, ${unitHeldSql()} AS is_held
           FROM units u WHERE u.id = ? AND u.facility_id = ?`,
        )
        .bind(input.unitId, facility.id),
      operatorRecipients(db, facility.id),
    ])
    const unit = unitRead?.results[0] as UnitRow | undefined
    if (!unit) throw new ApiFailure(404, 'UNIT_NOT_FOUND', 'Unit not found')
    const holdUntil = holdUntilOf(input.moveInDate)
    // A bot that filled the honeypot is told it worked; nothing is held and nobody is mailed.
    if (input.website) {
      const reservation = {
        code: newReservationCode(),
        status: 'pending',
        unitId: unit.id,
        priceMonthly: unit.price_monthly ?? 0,
        moveInDate: input.moveInDate,
        holdUntil,
      } as const
      return c.json({ reservation } satisfies ReservationCreated, 201)
    }
    // Price on request has nothing to lock: such a unit is asked about through the inquiry form.
    if (unit.is_active !== 1 || unit.is_occupied === 1 || unit.is_held === 1 || unit.price_monthly === null)
      throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
    // The row as it will be saved: the mails are written from it in the same batch, before any id exists.
    const saved: ReservationRow = {
      id: NEW_ROW,
      code: newReservationCode(),
      status: 'pending',
      facility_id: facility.id,
      facility_name: facility.name,
      facility_slug: facility.slug,
      street: facility.street,
      building_number: facility.building_number,
      postal_code: facility.postal_code,
      city: facility.city,
      client_id: 0,
      unit_id: unit.id,
      unit_code: unit.code,
      unit_label: unit.size_label,
      price_monthly: unit.price_monthly,
      move_in_date: input.moveInDate,
      hold_until: holdUntil,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message ?? null,
      lang: formLang(c, input.lang),
      created_at: new Date().toISOString(),
      confirmed_at: null,
    }
    const mailFacility = {
      phone: facility.phone,
      allDayAccess: parseJsonArray<string>(facility.features).includes('24h_dostep'),
      openingHours: parseHours(facility.opening_hours ?? null),
      accessHours: parseHours(facility.access_hours ?? null),
    }
    const operators = (operatorsRead?.results ?? []) as OperatorRecipient[]
    let results: D1Result[]
    try {
      // One transaction: the hold, its event, the listing's counts and every mail. The partial unique index decides
      // between simultaneous requests for the unit (the loser's INSERT fails), and the INSERT's own WHERE counts the
      // address's active reservations, so a limit reached meanwhile inserts nothing and the guard aborts the batch.
      results = await db.batch([
        db
          .prepare(
            `INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date, hold_until, name, email, phone, message, lang, created_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14
             WHERE (SELECT COUNT(*) FROM reservations WHERE email = ?10 COLLATE NOCASE AND ${ACTIVE_SQL}) < ${MAX_ACTIVE_PER_EMAIL}`,
          )
          .bind(
            saved.code,
            facility.id,
            unit.id,
            unit.code,
            unit.size_label,
            unit.price_monthly,
            saved.move_in_date,
            holdUntil,
            saved.name,
            saved.email,
            saved.phone,
            saved.message,
            saved.lang,
            saved.created_at,
          ),
        changedOne(db),
        db
          .prepare(
            "INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, user_email) SELECT id, NULL, 'pending', 'renter', ? FROM reservations WHERE code = ?",
          )
          .bind(saved.email, saved.code),
        refreshFacilityStats(db, facility.id),
        await renterConfirmationMail(db, c.env.SESSION_SECRET, saved, mailFacility),
        ...operatorNoticeMails(db, saved, operators),
      ])
    } catch (error) {
      if (isUniqueViolation(error, 'reservations.unit_id'))
        throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
      if (isGuardAbort(error))
        throw new ApiFailure(429, 'RESERVATION_LIMIT', 'Too many active reservations for this e-mail', undefined, {
          'Retry-After': '86400',
        })
      throw error
    }
    deliverQueued(c, results)
    await purgeFacilityCaches(c, facility.id)
    const body: ReservationCreated = {
      reservation: {
        code: saved.code,
        status: saved.status,
        unitId: saved.unit_id,
        priceMonthly: saved.price_monthly,
        moveInDate: saved.move_in_date,
        holdUntil: saved.hold_until,
      },
    }
    return c.json(body, 201)
  })
  // The cancel page's read: shows the reservation, changes nothing (mail scanners open links).
  .get('/reservations/:code', codeParam, queryOf(v.object({ token: v.optional(v.string(), '') })), async (c) => {
    const row = await byToken(c, c.req.valid('param').code, c.req.valid('query').token)
    c.header('Cache-Control', 'private, no-store')
    return c.json(toRenterReservation(row) satisfies RenterReservation)
  })
  .get(
    '/reservations/:code/calendar.ics',
    codeParam,
    queryOf(v.object({ token: v.optional(v.string(), ''), lang: v.optional(v.string()) })),
    async (c) => {
      const row = await byToken(c, c.req.valid('param').code, c.req.valid('query').token)
      const ics = moveInIcs({
        code: row.code,
        lang: row.lang,
        facilityName: row.facility_name,
        unitCode: row.unit_code,
        address: addressOf(row),
        moveInDate: row.move_in_date,
        stampIso: row.created_at,
      })
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${icsFileName(row.code)}"`,
        'Cache-Control': 'private, no-store',
      })
    },
  )
  // Only this POST cancels: the page's button, never the link itself.
  .post('/reservations/:code/cancel', codeParam, jsonBody(ReservationCancelSchema), async (c) => {
    const row = await byToken(c, c.req.valid('param').code, c.req.valid('json').token)
    if (!isActive(row.status)) throw new ApiFailure(409, 'CONFLICT', 'Reservation is no longer active')
    await cancelByRenter(c, row, row.email)
    await purgeFacilityCaches(c, row.facility_id)
    const saved = await c.var.db.prepare(`${RESERVATION_SELECT} WHERE r.id = ?`).bind(row.id).first<ReservationRow>()
    return c.json(toRenterReservation(saved!) satisfies RenterReservation)
  })
