import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { langOfAcceptLanguage } from '@kernel/lang'
import {
  ACTIVE_STATUSES,
  MAX_ACTIVE_PER_EMAIL,
  type RenterReservation,
  ReservationCancelSchema,
  type ReservationCreated,
  ReservationSchema,
  holdUntilOf,
  lastMoveInDay,
} from '../contract/reservations'
import { ApiFailure, notFound } from '../lib/errors'
import { deliverQueued } from '../lib/outbox'
import { parseJsonArray, refreshFacilityStats } from '../lib/facility-rows'
import { PURGE_LISTINGS, unitHeldSql } from '../lib/reservations/availability'
import {
  type OperatorRecipient,
  operatorNoticeMails,
  operatorRecipients,
  renterConfirmationMail,
  renterStatusMail,
} from '../lib/reservations/mail'
import { icsFileName, moveInIcs } from '../lib/reservations/ics'
import {
  RESERVATION_SELECT,
  type ReservationRow,
  addressOf,
  isActive,
  toRenterReservation,
} from '../lib/reservations/rows'
import { RESERVATION_CODE, isCancelToken, newReservationCode } from '../lib/reservations/token'
import { commitTransition } from '../lib/reservations/transition'
import { jsonBody, paramOf, queryOf } from '../lib/validate'
import type { ApiEnv } from '../types'
import { limitForms } from './forms'
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
  /** The renter's active reservations (the per-e-mail limit), read in the same statement. */
  active_for_email: number
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
    if (input.moveInDate > lastMoveInDay(facility.reservation_window_days ?? 30))
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [
        { path: 'moveInDate', message: 'dateBeyondWindow' },
      ])
    // One round trip for the unit, its hold and the e-mail's active reservations (issue 26's bench row).
    const unit = await db
      .prepare(
        `SELECT u.id, u.code, u.size_label, u.price_monthly, u.is_active, u.is_occupied, ${unitHeldSql()} AS is_held,
           (SELECT COUNT(*) FROM reservations WHERE email = ? COLLATE NOCASE AND ${ACTIVE_SQL}) AS active_for_email
         FROM units u WHERE u.id = ? AND u.facility_id = ?`,
      )
      .bind(input.email, input.unitId, facility.id)
      .first<UnitRow>()
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
    if (unit.active_for_email >= MAX_ACTIVE_PER_EMAIL)
      throw new ApiFailure(429, 'RESERVATION_LIMIT', 'Too many active reservations for this e-mail', undefined, {
        'Retry-After': '86400',
      })
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const code = newReservationCode()
    let saved: ReservationRow | undefined
    let operators: OperatorRecipient[]
    try {
      // The partial unique index decides between simultaneous requests: the loser's INSERT fails, its batch rolls back.
      // The saved row and the operator's recipients come back in the same batch: no read after the write.
      const results = await db.batch([
        db
          .prepare(
            `INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date, hold_until, name, email, phone, message, lang)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(
            code,
            facility.id,
            unit.id,
            unit.code,
            unit.size_label,
            unit.price_monthly,
            input.moveInDate,
            holdUntil,
            input.name,
            input.email,
            input.phone,
            input.message ?? null,
            lang,
          ),
        db
          .prepare(
            "INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, user_email) VALUES (last_insert_rowid(), NULL, 'pending', 'renter', ?)",
          )
          .bind(input.email),
        refreshFacilityStats(db, facility.id),
        db.prepare(`${RESERVATION_SELECT} WHERE r.code = ?`).bind(code),
        operatorRecipients(db, facility.id),
      ])
      saved = results[3]?.results[0] as ReservationRow | undefined
      operators = (results[4]?.results ?? []) as OperatorRecipient[]
    } catch (error) {
      if (isUniqueViolation(error, 'reservations.unit_id'))
        throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
      throw error
    }
    const mailFacility = {
      phone: facility.phone,
      allDayAccess: parseJsonArray<string>(facility.features).includes('24h_dostep'),
    }
    deliverQueued(
      c,
      await db.batch([
        await renterConfirmationMail(db, c.env.SESSION_SECRET, saved!, mailFacility),
        ...operatorNoticeMails(db, saved!, operators),
      ]),
    )
    c.header(...PURGE_LISTINGS)
    const body: ReservationCreated = {
      reservation: {
        code: saved!.code,
        status: saved!.status,
        unitId: saved!.unit_id,
        priceMonthly: saved!.price_monthly,
        moveInDate: saved!.move_in_date,
        holdUntil: saved!.hold_until,
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
    const db = c.var.db
    const results = await commitTransition(
      c,
      row,
      { to: 'cancelled', actor: 'renter', userEmail: row.email, reason: null },
      [await renterStatusMail(db, c.env.SESSION_SECRET, row, 'cancelled', null)],
    )
    deliverQueued(c, results)
    c.header(...PURGE_LISTINGS)
    const saved = await db.prepare(`${RESERVATION_SELECT} WHERE r.id = ?`).bind(row.id).first<ReservationRow>()
    return c.json(toRenterReservation(saved!) satisfies RenterReservation)
  })
