import * as v from 'valibot'
import { cleanLine, nfkc } from './clean-text'
import { contactEmail, contactPhone } from './listing'
import type { Publication, VerificationStatus } from './publication-values'

export type { Publication, VerificationStatus }

/**
 * Issue 42, part C: an operator's company data, its first facility as a draft, and the way a draft is submitted and
 * published. Messages are keys the panel translates (`onboarding.errors.<key>`), and the API answers with the same
 * keys, so the form and the server judge input by this one schema.
 */

/** What a draft lacks before it may be submitted: the least a public facility page shows. */
export const PUBLICATION_MINIMUM = ['name', 'address', 'coordinates', 'unit', 'description'] as const
export type MissingForPublication = (typeof PUBLICATION_MINIMUM)[number]

const line = (key: string, max: number) =>
  v.pipe(v.optional(v.string(key), ''), v.trim(), cleanLine(), nfkc(), v.minLength(1, key), v.maxLength(max, key))

const optionalLine = (max: number, key: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(key))),
    v.transform((s) => s?.trim() || null),
    v.nullable(v.pipe(v.string(), cleanLine(), nfkc(), v.maxLength(max, key))),
  )

/** Polish postcodes only: the marketplace lists facilities in Poland (spec §3). */
const postalCode = v.pipe(v.optional(v.string('postalCode'), ''), v.trim(), v.regex(/^\d{2}-\d{3}$/, 'postalCode'))

const address = {
  street: line('street', 160),
  buildingNumber: line('buildingNumber', 20),
  apartmentNumber: optionalLine(20, 'apartmentNumber'),
  postalCode,
  city: line('city', 120),
}

/** NIP as typed ("527-000-00-18", "527 000 00 18") → its 10 digits; the registers judge the rest (verify42). */
const nip = v.pipe(
  v.optional(v.string('nip'), ''),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.regex(/^\d{10}$/, 'nip'),
)

/** PATCH /api/panel/company: the checklist's first step, prefilled from what the trial created. */
export const CompanyDataSchema = v.object({
  companyName: line('companyName', 160),
  nip,
  ...address,
})

/** A coordinate typed (with a comma or a dot) or set by dragging the pin. */
const coordinate = (min: number, max: number, key: string) =>
  v.pipe(
    v.union([v.number(key), v.string(key)], key),
    v.transform((x) => (typeof x === 'string' ? (x.trim() ? Number(x.trim().replace(',', '.')) : Number.NaN) : x)),
    // One check, so a wrong value is one message however it is wrong.
    v.check((x) => Number.isFinite(x) && x >= min && x <= max, key),
    v.transform((x) => Math.round(x * 1e6) / 1e6),
  )

/**
 * Poland's bounding box with a margin: a pin dropped in the sea or at 0,0 (the marketplace's "no coordinates") is a
 * mistake the form can name.
 */
export const PIN_BOUNDS = { latMin: 48.9, latMax: 55.1, lonMin: 13.9, lonMax: 24.3 } as const

/** POST /api/panel/facilities: a new facility, always a draft (issue 42). */
export const FacilityDraftSchema = v.object({
  name: line('facilityName', 160),
  ...address,
  latitude: coordinate(PIN_BOUNDS.latMin, PIN_BOUNDS.latMax, 'latitude'),
  longitude: coordinate(PIN_BOUNDS.lonMin, PIN_BOUNDS.lonMax, 'longitude'),
  email: v.pipe(
    v.optional(v.nullable(v.string('emailInvalid'))),
    v.transform((s) => s?.trim() || null),
    v.nullable(contactEmail),
  ),
  phone: v.pipe(
    v.optional(v.nullable(v.string('phoneInvalid'))),
    v.transform((s) => s?.trim() || null),
    v.nullable(contactPhone),
  ),
})

// ---------------------------------------------------------------------------------------------------------------
// Response shapes

export type CompanyData = {
  companyName: string
  nip: string
  street: string
  buildingNumber: string
  apartmentNumber: string | null
  postalCode: string
  city: string
}

/** What the new facility's form holds, as stored: the same form edits a draft. */
export type FacilityBasics = {
  name: string
  street: string
  buildingNumber: string
  apartmentNumber: string | null
  postalCode: string
  city: string
  latitude: number | null
  longitude: number | null
  email: string | null
  phone: string | null
}

export type OnboardingFacility = {
  id: number
  name: string
  slug: string
  publication: Publication
  /** The superadmin's reason when rejected. */
  publicationNote: string | null
  submittedAt: string | null
  missing: MissingForPublication[]
  basics: FacilityBasics
}

/** GET /api/panel/onboarding: the first-run checklist's state, one flag per step. */
export type Onboarding = {
  /** True until one of the company's facilities has been published: the panel home shows the checklist. */
  firstRun: boolean
  company: CompanyData
  verification: VerificationStatus
  facilities: OnboardingFacility[]
  steps: { company: boolean; verification: boolean; facility: boolean; submitted: boolean }
}

/** One evidence row of `company_checks`, as the publication queue shows it. */
export type PublicationCheck = {
  register: string
  requestId: string | null
  outcome: string
  compared: Record<string, unknown>
  checkedAt: string
}

export type ReviewDraft = {
  id: number
  name: string
  slug: string
  address: string
  submittedAt: string | null
  units: number
  priceFrom: number | null
}

/** GET /api/superadmin/publication: companies with facilities waiting for publication ("Do weryfikacji"). */
export type PublicationCompany = {
  id: number
  companyName: string | null
  nip: string | null
  verification: VerificationStatus
  verifiedAt: string | null
  checks: PublicationCheck[]
  drafts: ReviewDraft[]
}

export type PublicationQueue = { companies: PublicationCompany[] }
