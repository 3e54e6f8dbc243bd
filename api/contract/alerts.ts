import * as v from 'valibot'
import { email, honeypot, langSchema } from './common'
import { FacilityListQuery } from './marketplace'
import type { FeatureCode, UnitType } from './marketplace-values'

/** Data minimisation: a saved search lives this long unless renewed from a mail (privacy policy). */
export const SEARCH_TTL_DAYS = 90
/** The largest radius an alert may cover: the matcher reads the grid cells within it around a changed unit. */
export const MAX_ALERT_RADIUS_KM = 50

/**
 * The search part of a saved search: the very fields (and rules) of the list page's search, GET
 * /api/marketplace/facilities, taken from its schema. A saved search needs a point: the place the list resolved.
 */
const listFields = v.pick(FacilityListQuery, [
  'place',
  'lat',
  'lon',
  'radius',
  'minSize',
  'maxSize',
  'priceMin',
  'priceMax',
  'features',
  'unitType',
])

/** The fields of a saved search; AlertSearchSchema adds the size-range rule. */
export const AlertSearchFields = v.object({
  ...listFields.entries,
  lat: v.nonOptional(listFields.entries.lat, 'required'),
  lon: v.nonOptional(listFields.entries.lon, 'required'),
  place: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(120)),
  radius: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform(Number),
      v.number(),
      v.minValue(0.1),
      v.maxValue(MAX_ALERT_RADIUS_KM, 'radiusTooLarge'),
    ),
    '10',
  ),
})

/** "From" above "to" is no size range. */
const sizeInOrder = (s: { minSize?: number; maxSize?: number }) =>
  s.minSize === undefined || s.maxSize === undefined || s.minSize <= s.maxSize
/** Nor is it a price range (issue 44: the list's floor is saved with the alert). */
const priceInOrder = (s: { priceMin?: number; priceMax?: number }) =>
  s.priceMin === undefined || s.priceMax === undefined || s.priceMin <= s.priceMax

export const AlertSearchSchema = v.pipe(
  AlertSearchFields,
  v.forward(
    v.check((s) => sizeInOrder(s), 'sizeRange'),
    ['maxSize'],
  ),
  v.forward(
    v.check((s) => priceInOrder(s), 'priceRange'),
    ['priceMax'],
  ),
)

/** The account's and manage page's edit form: the numbers of a search, its place kept. */
export const AlertEditFieldsSchema = v.pipe(
  v.pick(AlertSearchFields, ['minSize', 'maxSize', 'priceMin', 'priceMax', 'radius']),
  v.forward(
    v.check((s) => sizeInOrder(s), 'sizeRange'),
    ['maxSize'],
  ),
  v.forward(
    v.check((s) => priceInOrder(s), 'priceRange'),
    ['priceMax'],
  ),
)

export type AlertSearchInput = v.InferInput<typeof AlertSearchSchema>
export type AlertSearch = v.InferOutput<typeof AlertSearchSchema>

/** POST /api/alerts: save a search for an e-mail (double opt-in; a signed-in TENANT's own address needs none). */
export const SaveAlertSchema = v.object({
  email: email('invalidEmail'),
  lang: langSchema,
  search: AlertSearchSchema,
  /** Honeypot: a bot that fills it gets the usual answer and nothing is saved. */
  website: honeypot,
})

export const AlertTokenSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/)) })
/** A manage or unsubscribe link: the search id and its HMAC (never stored). */
export const AlertLinkSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/)),
})
/** PATCH of a saved search: pause/resume, or a new search (same rules as saving). */
export const AlertEditSchema = v.object({
  status: v.optional(v.picklist(['active', 'paused'])),
  search: v.optional(AlertSearchSchema),
})
export type AlertEditInput = v.InferInput<typeof AlertEditSchema>

/** A saved search as the account and manage pages show it. */
export type SavedSearch = {
  id: number
  status: 'pending' | 'active' | 'paused'
  place: string
  lat: number
  lon: number
  radiusKm: number
  minSize: number | null
  maxSize: number | null
  priceMax: number | null
  priceMin: number | null
  features: FeatureCode[]
  unitType: UnitType | null
  expiresAt: string
  createdAt: string
}
