import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import {
  type RenterReservation,
  ReservationCancelSchema,
  RESERVATION_WINDOW,
  type ReservationCreated,
  ReservationSchema,
  UNCONFIRMED_HOLD_MIN,
  holdUntilOf,
  isWithinWindow,
  samePrice,
} from '../contract/reservations'
import { changedOne, isGuardAbort } from '../lib/batch-guard'
import { ApiFailure, notFound } from '../lib/errors'
import { NEW_ROW, deliverQueued } from '../lib/outbox'
import { parseJsonArray, refreshFacilityStats } from '../facilities/rows'
import { purgeFacilityCaches } from '../lib/cache-purge'
import { isUnitOpen, unitHeldSql, unitOpenGuard } from '../reservations/availability'
import { parseHours } from '../facilities/listing-rows'
import {
  type OperatorRecipient,
  calendarPath,
  operatorNoticeMails,
  operatorRecipients,
  renterConfirmationMail,
} from '../reservations/mail'
import { cancelByRenter } from '../reservations/renter-cancel'
import { icsFileName, moveInIcs } from '../reservations/ics'
import { RESERVATION_SELECT, type ReservationRow, addressOf, isActive, toRenterReservation } from '../reservations/rows'
import { RESERVATION_CODE, isCalendarToken, isCancelToken, newReservationCode } from '../reservations/token'
import { jsonBody, paramOf, queryOf } from '../lib/validate'
import { clientIp } from '../lib/rate-limit'
import { passesTurnstile, turnstileOn } from '../auth/turnstile'
import { TURNSTILE_RESERVATION_ACTION } from '../contract/auth'
import { CLIENT_IP_HEADER } from '@kernel/names'
import { emailKey } from '../reservations/email-key'
import { HOLD_LIMIT_SQL, holdLimitReached } from '../reservations/hold-limits'
import { commitTransition } from '../reservations/transition'
import type { ApiEnv } from '../types'
import { formLang, formLimit } from './forms'
import { findActiveFacility } from './marketplace'

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

/**
 * A reservation by its code, only for the holder of the mail's token for that use (the cancel token, or the
 * calendar's read-only one); anything else is the same 404.
 */
async function byToken(c: Context<ApiEnv>, code: string, token: string, isToken = isCancelToken) {
  const row = await c.var.db.prepare(`${RESERVATION_SELECT} WHERE r.code = ?`).bind(code).first<ReservationRow>()
  if (!row || !(await isToken(c.env.SESSION_SECRET, code, token))) throw notFound()
  return row
}

/** The renter confirmed another price than the unit's: nothing is held, and the answer names the price to confirm. */
const priceChanged = (priceMonthly: number) =>
  new ApiFailure(409, 'PRICE_CHANGED', 'The unit’s price has changed', undefined, undefined, { priceMonthly })

/** Counted before the body is read (issue 41). */
const limitReservations = formLimit('reservation')

export const reservations = new Hono<ApiEnv>()
  .post('/forms/facilities/:idOrSlug/reservations', limitReservations, jsonBody(ReservationSchema), async (c) => {
    const input = c.req.valid('json')
    // Issue 39: where Turnstile is on (production), no token, no hold; after the form limit, before any read.
    if (
      turnstileOn(c.env) &&
      !(await passesTurnstile(
        c.env,
        input.turnstileToken,
        c.req.header(CLIENT_IP_HEADER) ?? null,
        TURNSTILE_RESERVATION_ACTION,
      ))
    )
      throw new ApiFailure(403, 'CHALLENGE_FAILED', 'Turnstile verification failed')
    const db = c.var.db
    // A signed-in tenant has proved this mailbox (its credentials came by mail); anyone else proves it by the
    // mail's confirm button within the hour, or the hold is released (issue 39, ADR 0087).
    const user = c.var.user
    const verified = user?.role === 'TENANT' && user.email.toLowerCase() === input.email.toLowerCase()
    const status = verified ? 'pending' : 'unconfirmed'
    const confirmBy = verified ? null : new Date(Date.now() + UNCONFIRMED_HOLD_MIN * 60_000).toISOString()
    const facility = await findActiveFacility(db, c.req.param('idOrSlug'))
    if (!facility) throw new ApiFailure(404, 'FACILITY_NOT_FOUND', 'Facility not found')
    // Nobody would hear of the hold (ADR 0085): such a facility is asked or called, never reserved.
    if (!facility.reservable) throw new ApiFailure(409, 'FACILITY_NOT_RESERVABLE', 'Facility cannot be reserved')
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
      operatorRecipients(db, [facility.id]),
    ])
    const unit = unitRead?.results[0] as UnitRow | undefined
    if (!unit) throw new ApiFailure(404, 'UNIT_NOT_FOUND', 'Unit not found')
    const holdUntil = holdUntilOf(input.moveInDate)
    // A bot that filled the honeypot is told it worked; nothing is held and nobody is mailed.
    if (input.website) {
      const reservation = {
        code: newReservationCode(),
        status,
        unitId: unit.id,
        priceMonthly: unit.price_monthly ?? 0,
        moveInDate: input.moveInDate,
        holdUntil,
        confirmBy,
      } as const
      return c.json({ reservation } satisfies ReservationCreated, 201)
    }
    // Price on request has nothing to lock: such a unit is asked about through the inquiry form.
    if (unit.is_active !== 1 || unit.is_occupied === 1 || unit.is_held === 1 || unit.price_monthly === null)
      throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
    if (!samePrice(input.priceMonthly, unit.price_monthly)) throw priceChanged(unit.price_monthly)
    // The row as it will be saved: the mails are written from it in the same batch, before any id exists.
    const saved: ReservationRow = {
      id: NEW_ROW,
      code: newReservationCode(),
      status,
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
      confirm_by: confirmBy,
      erased_at: null,
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
      // address's, the network's and the address-in-this-facility's active holds and re-reads the unit's price, so a
      // limit reached or a price changed meanwhile inserts nothing and the guard aborts the batch.
      results = await db.batch([
        unitOpenGuard(db, unit.id),
        db
          .prepare(
            `INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date, hold_until, name, email, phone, message, lang, created_at, status, email_key, network, confirm_by)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18
             WHERE ${HOLD_LIMIT_SQL}
               AND (SELECT price_monthly FROM units WHERE id = ?3) = ?6`,
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
            status,
            emailKey(saved.email),
            clientIp(c),
            confirmBy,
          ),
        changedOne(db),
        db
          .prepare(
            "INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, user_email) SELECT id, NULL, ?, 'renter', ? FROM reservations WHERE code = ?",
          )
          .bind(status, saved.email, saved.code),
        refreshFacilityStats(db, facility.id),
        await renterConfirmationMail(db, c.env.SESSION_SECRET, saved, mailFacility),
        // The operator hears of a hold once it is a real one: at once for a proved address, else on confirmation.
        ...(status === 'pending' ? operatorNoticeMails(db, saved, operators) : []),
      ])
    } catch (error) {
      if (isUniqueViolation(error, 'reservations.unit_id'))
        throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
      if (isGuardAbort(error) && !(await isUnitOpen(db, unit.id)))
        throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
      if (isGuardAbort(error)) {
        // A limit reached meanwhile, or a price changed meanwhile: the unit's price now tells which.
        const now = await db
          .prepare('SELECT price_monthly FROM units WHERE id = ?')
          .bind(unit.id)
          .first<number | null>('price_monthly')
        if (now === null) throw new ApiFailure(409, 'UNIT_NOT_AVAILABLE', 'Unit not available')
        if (!samePrice(now, unit.price_monthly)) throw priceChanged(now)
        throw await holdLimitReached(db, facility.id, emailKey(saved.email), clientIp(c))
      }
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
        confirmBy,
      },
    }
    return c.json(body, 201)
  })
  // The cancel page's read: shows the reservation, changes nothing (mail scanners open links).
  .get('/reservations/:code', codeParam, queryOf(v.object({ token: v.optional(v.string(), '') })), async (c) => {
    const row = await byToken(c, c.req.valid('param').code, c.req.valid('query').token)
    c.header('Cache-Control', 'private, no-store')
    const body: RenterReservation = {
      ...toRenterReservation(row),
      calendarPath: await calendarPath(c.env.SESSION_SECRET, row.code),
    }
    return c.json(body)
  })
  .get(
    '/reservations/:code/calendar.ics',
    codeParam,
    queryOf(v.object({ token: v.optional(v.string(), ''), lang: v.optional(v.string()) })),
    async (c) => {
      const row = await byToken(c, c.req.valid('param').code, c.req.valid('query').token, isCalendarToken)
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
        'Content-Disposition': `attachment; filename="${icsFileName(row.code, row.lang)}"`,
        'Cache-Control': 'private, no-store',
      })
    },
  )
  // Only this POST confirms an unconfirmed hold (issue 39): the page's button, never the link (mail scanners open
  // links). It posts the cancel button's token: both prove the mailbox. Confirming twice is the same answer; a hold
  // released meanwhile is 409 RESERVATION_RELEASED.
  .post('/reservations/:code/confirm', codeParam, jsonBody(ReservationCancelSchema), async (c) => {
    const row = await byToken(c, c.req.valid('param').code, c.req.valid('json').token)
    // Past its hour the hold is released, whether or not the cron has run yet.
    if (row.status === 'unconfirmed' && row.confirm_by && row.confirm_by < new Date().toISOString())
      throw new ApiFailure(409, 'RESERVATION_RELEASED', 'Reservation is no longer held')
    if (row.status === 'unconfirmed') {
      const operators = await operatorRecipients(c.var.db, [row.facility_id]).all<OperatorRecipient>()
      try {
        const results = await commitTransition(
          c,
          row,
          { to: 'pending', actor: 'renter', userEmail: row.email, reason: null },
          operatorNoticeMails(c.var.db, row, operators.results),
        )
        deliverQueued(c, results)
      } catch (error) {
        // The other tab's click won: what it is now decides the answer below.
        if (!(error instanceof ApiFailure && error.status === 409)) throw error
      }
    }
    const saved = await c.var.db.prepare(`${RESERVATION_SELECT} WHERE r.id = ?`).bind(row.id).first<ReservationRow>()
    if (!saved || !isActive(saved.status) || saved.status === 'unconfirmed')
      throw new ApiFailure(409, 'RESERVATION_RELEASED', 'Reservation is no longer held')
    return c.json(toRenterReservation(saved) satisfies RenterReservation)
  })
  // Only this POST cancels: the page's button, never the link itself.
  .post('/reservations/:code/cancel', codeParam, jsonBody(ReservationCancelSchema), async (c) => {
    const row = await byToken(c, c.req.valid('param').code, c.req.valid('json').token)
    if (!isActive(row.status)) throw new ApiFailure(409, 'CONFLICT', 'Reservation is no longer active')
    await cancelByRenter(c, row, row.email)
    await purgeFacilityCaches(c, row.facility_id)
    const saved = await c.var.db.prepare(`${RESERVATION_SELECT} WHERE r.id = ?`).bind(row.id).first<ReservationRow>()
    return c.json(toRenterReservation(saved!) satisfies RenterReservation)
  })
