import * as v from 'valibot'
import { cleanLine, cleanLines, nfkc } from './clean-text'
import { EMAIL_PATTERN } from './common'
import { FEATURE_CODES, UNIT_TYPES } from './marketplace-values'
import { PriceInput } from './panel'
import { DAY_CODES, type WeekHours } from './listing-values'

/**
 * The operator's own listing (issue 32): profile, units, bulk prices and photos. Messages are keys the panel
 * translates (`panel.errors.<key>`); the API answers with the same keys under `issues[].path`.
 */

export const DESCRIPTION_MAX = 2000
export const ALT_MAX = 200
export const SIZE_MIN = 0.5
export const SIZE_MAX = 500

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/
const time = v.pipe(v.string('timeInvalid'), v.trim(), v.regex(TIME, 'timeInvalid'))
const dayHours = v.nullable(
  v.pipe(
    v.object({ opens: time, closes: time }),
    v.check((d) => d.opens < d.closes, 'timeOrder'),
  ),
)
/** Every day given: a day is a time range or null (closed). */
export const WeekHoursSchema = v.object(
  Object.fromEntries(DAY_CODES.map((d) => [d, dayHours])) as Record<(typeof DAY_CODES)[number], typeof dayHours>,
)

/** '' (a cleared field) → null; absent stays absent (PATCH: leave unchanged). */
const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s?.trim() || null)
const optional = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(v.optional(v.nullable(v.string())), v.transform(blankToNull), v.optional(v.nullable(schema)))

const description = (required: boolean) =>
  v.pipe(
    v.string('descriptionRequired'),
    v.trim(),
    cleanLines(),
    v.maxLength(DESCRIPTION_MAX, 'descriptionTooLong'),
    v.minLength(required ? 1 : 0, 'descriptionRequired'),
  )

const phone = v.pipe(
  v.string(),
  cleanLine(),
  v.maxLength(30, 'phoneInvalid'),
  v.regex(/^\+?[\d\s()-]{6,}$/, 'phoneInvalid'),
)
const emailAddress = v.pipe(
  v.string(),
  cleanLine(),
  nfkc(),
  v.toLowerCase(),
  v.maxLength(254, 'emailInvalid'),
  v.regex(EMAIL_PATTERN, 'emailInvalid'),
)
/** The listing's contact rules, shared with the new facility's form (issue 42). */
export const contactPhone = phone
export const contactEmail = emailAddress

const website = v.pipe(
  v.string(),
  cleanLine(),
  v.maxLength(300, 'websiteInvalid'),
  v.url('websiteInvalid'),
  v.regex(/^https?:\/\//i, 'websiteInvalid'),
)

/** PATCH /api/panel/facilities/:id: any subset; an empty body is "nothing to save". */
export const FacilityProfileSchema = v.pipe(
  v.object({
    description: v.optional(
      v.object({
        pl: v.optional(description(true)),
        en: v.optional(
          v.nullable(
            v.pipe(
              description(false),
              v.transform((s) => s || null),
            ),
          ),
        ),
      }),
    ),
    openingHours: v.optional(v.nullable(WeekHoursSchema)),
    accessHours: v.optional(v.nullable(WeekHoursSchema)),
    features: v.optional(
      v.pipe(
        v.array(v.picklist(FEATURE_CODES, 'feature'), 'feature'),
        v.transform((list) => [...new Set(list)]),
      ),
    ),
    contact: v.optional(
      v.object({ phone: optional(phone), email: optional(emailAddress), website: optional(website) }),
    ),
  }),
  v.check((input) => Object.values(input).some((x) => x !== undefined), 'nothingToSave'),
)

/** Area in m²: a number or what a person types ("7,5"); 0.5–500, two decimals at most. */
export const SizeInput = v.pipe(
  v.union([v.number('sizeInvalid'), v.string('sizeInvalid')], 'sizeInvalid'),
  v.transform((x) => (typeof x === 'string' ? x.trim().replace(',', '.') : x)),
  v.check((x) => x !== '', 'sizeRequired'),
  v.check((x) => typeof x === 'number' || /^\d+(\.\d{1,2})?$/.test(x), 'sizeInvalid'),
  v.transform(Number),
  v.finite('sizeInvalid'),
  v.minValue(SIZE_MIN, 'sizeRange'),
  v.maxValue(SIZE_MAX, 'sizeRange'),
)

const unitCode = v.pipe(
  v.string('codeRequired'),
  v.trim(),
  cleanLine(),
  nfkc(),
  v.minLength(1, 'codeRequired'),
  v.maxLength(20, 'codeInvalid'),
  v.regex(/^([\p{L}\d][\p{L}\d ._/-]*)?$/u, 'codeInvalid'),
)

/** POST /api/panel/facilities/:id/units. */
export const UnitCreateSchema = v.object({
  code: unitCode,
  sizeM2: SizeInput,
  type: v.picklist(UNIT_TYPES, 'unitType'),
  priceMonthly: PriceInput,
})

/** PATCH /api/panel/units/:id: occupancy and price (the availability page) and size, type, active (the editor). */
export const UnitEditSchema = v.pipe(
  v.object({
    isOccupied: v.optional(v.boolean('occupancy')),
    isActive: v.optional(v.boolean('active')),
    priceMonthly: v.optional(PriceInput),
    sizeM2: v.optional(SizeInput),
    type: v.optional(v.picklist(UNIT_TYPES, 'unitType')),
  }),
  v.check((input) => Object.values(input).some((x) => x !== undefined), 'nothingToSave'),
)

export const BULK_PERCENT_MAX = 100
/** POST /api/panel/facilities/:id/units/prices: a change in percent over chosen units; `preview` writes nothing. */
export const BulkPriceSchema = v.object({
  unitIds: v.pipe(
    v.array(v.pipe(v.number('unitIds'), v.integer('unitIds'), v.minValue(1, 'unitIds')), 'unitIds'),
    v.minLength(1, 'unitIds'),
    v.maxLength(500, 'unitIds'),
  ),
  percent: v.pipe(
    v.union([v.number('percentInvalid'), v.string('percentInvalid')], 'percentInvalid'),
    v.transform((x) => (typeof x === 'string' ? Number(x.trim().replace(',', '.') || Number.NaN) : x)),
    v.finite('percentInvalid'),
    v.minValue(-90, 'percentRange'),
    v.maxValue(BULK_PERCENT_MAX, 'percentRange'),
    v.check((n) => n !== 0, 'percentRange'),
  ),
  preview: v.optional(v.boolean()),
})

/** A new price after a percent change: whole złoty (what operators publish), clamped to the allowed range. */
export const bulkPrice = (old: number, percent: number) =>
  Math.min(100_000, Math.max(1, Math.round(old * (1 + percent / 100))))

/** The multipart fields beside the file. */
export const PhotoFieldsSchema = v.object({
  alt: v.pipe(
    v.string('altRequired'),
    v.trim(),
    cleanLine(),
    v.minLength(1, 'altRequired'),
    v.maxLength(ALT_MAX, 'altTooLong'),
  ),
  altEn: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      cleanLine(),
      v.maxLength(ALT_MAX, 'altTooLong'),
      v.transform((s) => s || null),
    ),
  ),
})

/** PUT /api/panel/facilities/:id/photos/order: every visible photo's id, cover first. */
export const PhotoOrderSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'order'),
    v.minLength(1, 'order'),
    v.maxLength(100, 'order'),
  ),
})

/** Superadmin moderation: a reason is required for hiding a photo or reverting a description. */
export const ModerationReasonSchema = v.object({
  reason: v.pipe(
    v.string('Podaj powód'),
    v.trim(),
    cleanLine(),
    v.minLength(3, 'Podaj powód'),
    v.maxLength(500, 'Powód może mieć najwyżej 500 znaków'),
  ),
})

// ---------------------------------------------------------------------------------------------------------------
// Response shapes

export type PanelPhoto = {
  id: number
  /** `/media/{key}` without the size and extension: `${base}-640.webp` etc. */
  base: string
  width: number
  height: number
  /** Real width of the 320, 640 and 1280 variants (fit scale-down: the largest is narrower for a narrower photo). */
  widths: number[]
  altPl: string
  altEn: string | null
  isCover: boolean
  hidden: boolean
  createdAt: string
}

export type FacilityProfile = {
  id: number
  name: string
  slug: string
  description: { pl: string | null; en: string | null }
  openingHours: WeekHours | null
  accessHours: WeekHours | null
  features: string[]
  contact: { phone: string | null; email: string | null; website: string | null }
  photos: PanelPhoto[]
}

export type PriceChange = {
  id: number
  unitId: number
  unitCode: string
  oldPrice: number | null
  newPrice: number
  userEmail: string
  createdAt: string
}

export type BulkPriceRow = { unitId: number; code: string; oldPrice: number; newPrice: number }
