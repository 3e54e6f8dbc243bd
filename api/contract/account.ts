import * as v from 'valibot'
import { brand } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import type { Role } from './auth'
import type { InquiryStage } from './panel'
import type { ReservationActor, ReservationStatus } from './reservation-values'
import type { RenterReservation } from './reservations'

/**
 * "Usuń moje dane" (issue 40, ADR 0090): the body is exactly `{"confirm": true}`, so no stray POST, no `"true"` and no
 * empty body erases an account; the app's dialog sends it after the person has read what goes and what stays.
 */
export const EraseSchema = v.strictObject({ confirm: v.literal(true, 'confirmErase') })

/** The export's file name: the site's and the day's, never the address (it shows in download lists). */
export const exportFileName = (day: string) => `${brand.slug}-moje-dane-${day}.json`

/**
 * "Pobierz moje dane" (RODO art. 15 and 20): everything tied to the account, as one JSON document. The history
 * (reservations, inquiries, alerts, newsletter) is there only when the account's address is verified: an address
 * nobody proved owns nothing (issue 40).
 */
export type AccountExport = {
  exportedAt: string
  account: {
    email: string
    name: string
    role: Role
    lang: Lang
    createdAt: string
    emailVerifiedAt: string | null
  }
  /** The renter's view of each ("Moje rezerwacje"), with what the renter typed and the trail. */
  reservations: (Omit<RenterReservation, 'id' | 'cancellable'> & {
    name: string
    email: string
    phone: string
    message: string | null
    confirmedAt: string | null
    /** Who moved it and when; an operator's own address is theirs, not the renter's, so it is left out. */
    events: {
      fromStatus: ReservationStatus | null
      toStatus: ReservationStatus
      actor: ReservationActor
      reason: string | null
      createdAt: string
    }[]
  })[]
  /** Issue 43: the reviews written about those reservations' stays, with the operator's reply. */
  reviews: {
    reservationCode: string
    facilityName: string
    score: number
    aspects: { cleanliness: number | null; access: number | null; staff: number | null; value: number | null }
    body: string
    author: string
    status: 'published' | 'removed'
    createdAt: string
    reply: string | null
  }[]
  inquiries: {
    facilityName: string | null
    unitCode: string | null
    name: string
    email: string
    phone: string
    sizeM2: number | null
    period: string | null
    message: string | null
    sourceUrl: string | null
    stage: InquiryStage
    createdAt: string
  }[]
  alerts: {
    status: 'pending' | 'active' | 'paused'
    place: string
    radiusKm: number
    sizeMin: number | null
    sizeMax: number | null
    priceMax: number | null
    priceMin: number | null
    unitType: string | null
    /** The list page's query the alert was saved from. */
    query: string
    lang: Lang
    createdAt: string
    expiresAt: string
  }[]
  newsletter: { lang: Lang; status: 'pending' | 'confirmed'; createdAt: string; confirmedAt: string | null }[]
  /**
   * What the person agreed to and when, as the server recorded it: the newsletter's and each alert's double opt-in,
   * each reservation's terms. Cookie choices live only in the browser (the consent cookie), so none is here.
   */
  consents: {
    kind: 'newsletter' | 'alert' | 'reservation_terms'
    givenAt: string
    /** A double opt-in's link was used (the newsletter stores when; an alert only that it was). */
    confirmed: boolean
    confirmedAt: string | null
  }[]
}

/** POST /api/account/erase's answer: what was done, for the page's confirmation. */
export type EraseResult = { erased: true; reservations: number; inquiries: number }
