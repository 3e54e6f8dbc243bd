import type { AccountExport } from '../contract/account'
import type { InquiryStage } from '../contract/panel'
import { readBatch, rows } from '../db/rows'
import type { Db } from '../lib/db'
import { RESERVATION_SELECT, type EventRow, type ReservationRow, toRenterReservation } from '../reservations/rows'
import { type AccountRow, OWNED, ownedAddress } from './owner'

type InquiryRow = {
  facility_name: string | null
  unit_code: string | null
  name: string
  email: string
  phone: string
  size_m2: number | null
  period: string | null
  message: string | null
  source_url: string | null
  stage: InquiryStage
  created_at: string
}
type SearchRow = {
  status: AccountExport['alerts'][number]['status']
  place: string
  radius_km: number
  size_min: number | null
  size_max: number | null
  price_max: number | null
  price_min: number | null
  unit_type: string | null
  query: string
  lang: AccountExport['alerts'][number]['lang']
  created_at: string
  expires_at: number
}
type ReviewRow = {
  code: string
  facility_name: string
  score: number
  cleanliness: number | null
  access: number | null
  staff: number | null
  value: number | null
  body: string
  author: string
  status: 'published' | 'removed'
  created_at: string
  reply: string | null
}
type NewsletterRow = {
  lang: AccountExport['newsletter'][number]['lang']
  status: AccountExport['newsletter'][number]['status']
  created_at: string
  confirmed_at: string | null
}

/**
 * Everything tied to the account (ADR 0090), read in one batch: the account row (never the password hash, a
 * session or a token), and with a verified address its reservations with their events, inquiries, alerts and
 * newsletter sign-ups. An erased row carries no address, so it is no longer anybody's.
 */
export async function accountExport(db: Db, account: AccountRow): Promise<AccountExport> {
  const address = ownedAddress(account)
  const [reservations, events, inquiries, searches, newsletter, reviews] = await readBatch(db, [
    rows<ReservationRow>(db.prepare(`${RESERVATION_SELECT} WHERE ${OWNED('r.email')} ORDER BY r.id`).bind(address)),
    rows<EventRow>(
      db
        .prepare(
          `SELECT e.reservation_id, e.from_status, e.to_status, e.actor, NULL AS user_email, e.reason, e.created_at
           FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
           WHERE ${OWNED('r.email')} ORDER BY e.id`,
        )
        .bind(address),
    ),
    rows<InquiryRow>(
      db
        .prepare(
          `SELECT f.name AS facility_name, i.unit_code, i.name, i.email, i.phone, i.size_m2, i.period, i.message,
                  i.source_url, i.stage, i.created_at
           FROM inquiries i LEFT JOIN facilities f ON f.id = i.facility_id
           WHERE ${OWNED('i.email')} ORDER BY i.id`,
        )
        .bind(address),
    ),
    rows<SearchRow>(
      db
        .prepare(
          `SELECT status, place, radius_km, size_min, size_max, price_max, price_min, unit_type, query, lang, created_at, expires_at
           FROM saved_searches WHERE user_id = ?2 OR ${OWNED('email')} ORDER BY id`,
        )
        .bind(address, account.id),
    ),
    rows<NewsletterRow>(
      db
        .prepare(
          `SELECT lang, status, created_at, confirmed_at FROM newsletter_subscriptions WHERE ${OWNED('email')} ORDER BY id`,
        )
        .bind(address),
    ),
    rows<ReviewRow>(
      db
        .prepare(
          `SELECT r.code, f.name AS facility_name, v.score, v.cleanliness, v.access, v.staff, v.value, v.body, v.author,
                  v.status, v.created_at, v.reply
           FROM reviews v JOIN reservations r ON r.id = v.reservation_id JOIN facilities f ON f.id = v.facility_id
           WHERE ${OWNED('r.email')} ORDER BY v.id`,
        )
        .bind(address),
    ),
  ])
  const alerts = searches.map((s) => ({
    status: s.status,
    place: s.place,
    radiusKm: s.radius_km,
    sizeMin: s.size_min,
    sizeMax: s.size_max,
    priceMax: s.price_max,
    priceMin: s.price_min,
    unitType: s.unit_type,
    query: s.query,
    lang: s.lang,
    createdAt: s.created_at,
    expiresAt: new Date(s.expires_at * 1000).toISOString(),
  }))
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: account.email,
      name: account.name,
      role: account.role,
      lang: account.lang,
      createdAt: account.created_at,
      emailVerifiedAt: account.email_verified_at,
    },
    reservations: reservations.map((r) => {
      // The renter's own view of it (as "Moje rezerwacje" shows it), without the row's id and the page's button state.
      const { id: _id, cancellable: _cancellable, ...shown } = toRenterReservation(r)
      return {
        ...shown,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
        confirmedAt: r.confirmed_at,
        events: events
          .filter((e) => e.reservation_id === r.id)
          .map((e) => ({
            fromStatus: e.from_status,
            toStatus: e.to_status,
            actor: e.actor,
            reason: e.reason,
            createdAt: e.created_at,
          })),
      }
    }),
    reviews: reviews.map((v) => ({
      reservationCode: v.code,
      facilityName: v.facility_name,
      score: v.score,
      aspects: { cleanliness: v.cleanliness, access: v.access, staff: v.staff, value: v.value },
      body: v.body,
      author: v.author,
      status: v.status,
      createdAt: v.created_at,
      reply: v.reply,
    })),
    inquiries: inquiries.map((i) => ({
      facilityName: i.facility_name,
      unitCode: i.unit_code,
      name: i.name,
      email: i.email,
      phone: i.phone,
      sizeM2: i.size_m2,
      period: i.period,
      message: i.message,
      sourceUrl: i.source_url,
      stage: i.stage,
      createdAt: i.created_at,
    })),
    alerts,
    newsletter: newsletter.map((n) => ({
      lang: n.lang,
      status: n.status,
      createdAt: n.created_at,
      confirmedAt: n.confirmed_at,
    })),
    consents: [
      ...newsletter.map((n) => ({
        kind: 'newsletter' as const,
        givenAt: n.created_at,
        confirmed: n.status === 'confirmed',
        confirmedAt: n.confirmed_at,
      })),
      ...searches.map((s) => ({
        kind: 'alert' as const,
        givenAt: s.created_at,
        confirmed: s.status !== 'pending',
        confirmedAt: null,
      })),
      // The form refuses a reservation without its terms ticked: each one is that consent.
      ...reservations.map((r) => ({
        kind: 'reservation_terms' as const,
        givenAt: r.created_at,
        confirmed: true,
        confirmedAt: null,
      })),
    ],
  }
}
