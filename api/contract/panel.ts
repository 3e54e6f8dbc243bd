import * as v from 'valibot'
import { cleanLines, nfkc } from './clean-text'
import { pageQuery } from './common'
import type { Publication } from './publication-values'

/**
 * Operator panel (issue 19). Validation messages are keys: the panel is bilingual, so the form translates them
 * (`panel.errors.<key>`) and the API answers with the same key in `issues`.
 */
import { INQUIRY_STAGES, type InquiryStage } from './admin-list-values'
import type { UnitState, UnitType } from './marketplace-values'
import type { ReservationStatus } from './reservation-values'

export { INQUIRY_STAGES, type InquiryStage }

/** A positive integer id given as digits (query strings) or a number. Anything else is "not found", not a 400. */
const idParam = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(Number.MAX_SAFE_INTEGER),
)

/** The superadmin names the company whose panel they read; for a CLIENT the company is always their own. */
export const PanelScopeQuery = v.object({ clientId: v.optional(idParam) })

export const PanelInquiryQuery = v.object({
  ...PanelScopeQuery.entries,
  page: pageQuery.page,
  limit: pageQuery.limit,
  q: pageQuery.q,
  stage: v.optional(v.picklist(INQUIRY_STAGES)),
  facilityId: v.optional(idParam),
})

export const NOTE_MAX = 2000

/** PATCH of one inquiry: a stage, a note, or both. */
export const InquiryUpdateSchema = v.pipe(
  v.object({
    stage: v.optional(v.picklist(INQUIRY_STAGES, 'stage')),
    note: v.optional(
      v.pipe(v.string('noteTooLong'), v.trim(), cleanLines(), nfkc(), v.maxLength(NOTE_MAX, 'noteTooLong')),
    ),
  }),
  v.check((input) => input.stage !== undefined || input.note !== undefined, 'nothingToSave'),
)
export type InquiryUpdateInput = v.InferInput<typeof InquiryUpdateSchema>

export const PRICE_MAX = 100_000
/** A price in PLN rounded to whole grosze: what every price write stores. */
export const toGrosze = (pln: number) => Math.round(pln * 100) / 100
/**
 * Monthly net price in PLN: a number, or what a person types ("149,50"). Positive, at most 2 decimals, at most
 * PRICE_MAX. Blank is "price required" (a unit on the marketplace must say what it costs).
 */
export const PriceInput = v.pipe(
  v.union([v.number('priceInvalid'), v.string('priceInvalid')], 'priceInvalid'),
  v.transform((x) => (typeof x === 'string' ? x.trim().replace(/\s/g, '').replace(',', '.') : x)),
  v.check((x) => x !== '', 'priceRequired'),
  v.check((x) => typeof x === 'number' || /^-?\d+(\.\d{1,2})?$/.test(x), 'priceInvalid'),
  v.transform(Number),
  v.finite('priceInvalid'),
  // Grosze at most (149.5 and 149.50 pass, 149.555 does not), with float noise allowed for.
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'priceInvalid'),
  // …and stored in grosze exactly: the noise allowed above (1.000000001) never reaches the database (issue 30).
  v.transform(toGrosze),
  v.minValue(1, 'priceRange'),
  v.maxValue(PRICE_MAX, 'priceRange'),
)

/** PATCH of one unit: occupancy, price, or both. */
export const UnitUpdateSchema = v.pipe(
  v.object({
    isOccupied: v.optional(v.boolean('occupancy')),
    priceMonthly: v.optional(PriceInput),
  }),
  v.check((input) => input.isOccupied !== undefined || input.priceMonthly !== undefined, 'nothingToSave'),
)
export type UnitUpdateInput = v.InferInput<typeof UnitUpdateSchema>

export const AuditQuery = v.object({ page: pageQuery.page, limit: pageQuery.limit, clientId: v.optional(idParam) })

// ---------------------------------------------------------------------------------------------------------------
// Response shapes

export type PanelCompany = { id: number; companyName: string | null; readOnly: boolean }

export type PanelFacility = {
  id: number
  name: string
  slug: string
  city: string
  active: boolean
  /** Issue 42: 'draft', 'submitted' or 'rejected' is the operator's own and not public. */
  publication: Publication
  /** Counted from each unit's one state (ADR 0086); held units are neither available nor occupied. */
  units: { available: number; held: number; occupied: number; total: number }
  availabilityUpdatedAt: string | null
  reservationWindowDays: number
}

export type PanelOverview = {
  company: PanelCompany
  facilities: PanelFacility[]
  inquiriesThisWeek: number
  /** Median minutes from an inquiry to its first move out of "new", over the last 90 days; null with none. */
  medianResponseMinutes: number | null
  newInquiries: number
  /** Reservations waiting for the operator's confirmation (issue 26): the count beside "Rezerwacje" in the nav. */
  pendingReservations: number
}

export type PanelInquiry = {
  id: number
  facilityId: number
  facilityName: string
  name: string
  email: string
  phone: string
  sizeM2: number | null
  period: string | null
  unitCode: string | null
  stage: InquiryStage
  createdAt: string
  /** When the renter erased their data (issue 40): name, e-mail and phone are then empty, and the panel says so. */
  erasedAt: string | null
}

export type PanelInquiryDetail = PanelInquiry & {
  message: string | null
  sourceUrl: string | null
  note: string | null
  unit: {
    id: number
    code: string
    sizeLabel: string
    typeName: string
    priceMonthly: number | null
    isOccupied: boolean
  } | null
  history: { fromStage: InquiryStage; toStage: InquiryStage; userEmail: string; createdAt: string }[]
}

export type PanelUnit = {
  id: number
  code: string
  sizeLabel: string
  sizeM2: number
  type: UnitType
  typeName: string
  priceMonthly: number | null
  isActive: boolean
  isOccupied: boolean
  state: UnitState
  /** The active reservation holding the unit (issue 39): the panel shows it and offers its next move. */
  hold: PanelUnitHold | null
}

export type PanelUnitHold = { reservationId: number; code: string; status: ReservationStatus; holdUntil: string }

export type PanelFacilityUnits = { facility: PanelFacility; units: PanelUnit[] }

export type TenantInquiry = {
  id: number
  facilityName: string | null
  facilitySlug: string | null
  facilityCity: string | null
  unitCode: string | null
  /** What the renter wrote, so each row says which question it was. */
  message: string | null
  stage: InquiryStage
  createdAt: string
}

export type AuditEntry = {
  id: number
  clientId: number | null
  companyName: string | null
  userEmail: string
  action: string
  targetType: string
  targetId: number | null
  detail: Record<string, unknown>
  createdAt: string
}
