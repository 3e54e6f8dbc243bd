import type { Lang } from '@kernel/lang'
import * as v from 'valibot'

import type { WeekHours } from './listing-values'
import type { FacilityVerification } from './verification'
import {
  FACILITY_SORTS,
  FEATURE_CODES,
  type FeatureCode,
  RADIUS_BOUNDS_KM,
  UNIT_TYPES,
  type UnitType,
} from './marketplace-values'

export * from './marketplace-values'

/** Language a text is in. Polish always exists; English only where an admin (or the seed) wrote it. */

export type Address = { street: string; buildingNumber: string; city: string; postalCode: string; country: string }

/** List item (spec §7 list fields plus what cards need). Zero coordinates are sent as null ("missing"). */
export type FacilitySummary = {
  id: number
  slug: string
  name: string
  description: string | null
  /** 'pl' when an English request got the Polish text because there is no English one (mark it lang="pl"). */
  descriptionLang: Lang
  email: string | null
  phone: string | null
  latitude: number | null
  longitude: number | null
  address: Address
  priceFrom: number | null
  minPricePerM2: number | null
  minSizeM2: number | null
  maxSizeM2: number | null
  features: FeatureCode[]
  image: string | null
  /**
   * When `image` is an operator's photo (/media/…-1280.webp): the real width of its 320, 640 and 1280 variants, for
   * an honest srcset (a photo narrower than 1280 px has a narrower largest variant). Null for any other picture.
   */
  imageWidths: number[] | null
  rating: number
  reviewCount: number
  availableUnits: number
  /** Spec §2 (Omnibus): a paid placement, set by an admin (facilities.promoted); shown first and labelled. */
  recommended: boolean
  /** "Zweryfikowany operator" (issue 42): what the registers confirmed and when; null means no badge. */
  verification: FacilityVerification | null
  updatedAt: string
  distanceKm?: number
}

export type Facility = FacilitySummary & {
  website: string | null
  brand: string | null
  imageUrl: string | null
  minPriceMonthly: number | null
  active: boolean
  createdAt: string
  updatedAt: string
  /** When the operator last changed a unit's occupancy or price in the panel; null when never. */
  availabilityUpdatedAt: string | null
  /** How many days ahead a move-in date may be reserved (issue 26; the operator sets 7–60). */
  reservationWindowDays: number
  /** Structured days and times the operator set in the panel (issue 32); null when not given. */
  openingHours: WeekHours | null
  accessHours: WeekHours | null
  /** The operator's visible photos in their order, the cover first (the page's gallery); empty without any. */
  photos: PublicPhoto[]
  /**
   * Someone would hear of a reservation (a contact address or a panel user, ADR 0085); when false, the units offer
   * the inquiry and the phone instead of "Zarezerwuj", and the API answers 409 FACILITY_NOT_RESERVABLE.
   */
  reservable: boolean
}

/** An operator's photo on a public page. */
export type PublicPhoto = {
  /** `/media/{key}`: the variants are `${base}-{320|640|1280}.{webp|jpg}`. */
  base: string
  /** Real width of each variant, in that order. */
  widths: number[]
  width: number
  height: number
  /** The operator's alt text in the page's language, or the Polish one (`altLang: 'pl'`) when there is no English. */
  alt: string
  altLang: Lang
}

export type FaqItem = { question: string; answer: string }

export type RichContent = {
  /** Language of the texts (title … faq): the whole block is English, or the whole block is the Polish fallback. */
  contentLang: Lang
  title: string | null
  lead: string | null
  bodyHtml: string | null
  storageInfoHtml: string | null
  tipsHtml: string | null
  faq: FaqItem[]
  imageUrl: string | null
  brand: string | null
  minSizeM2: number | null
  maxSizeM2: number | null
  minPriceMonthly: number | null
  maxPriceMonthly: number | null
  features: string[]
}

/** The translatable part of rich content, in one language. */
export type RichContentTexts = Pick<RichContent, 'title' | 'lead' | 'bodyHtml' | 'storageInfoHtml' | 'tipsHtml' | 'faq'>

export type Unit = {
  id: number
  code: string
  isActive: boolean
  isOccupied: boolean
  isAvailable: boolean
  priceMonthly: number | null
  size: { label: string; m2: number }
  type: { code: UnitType; name: string }
  /** Set only while the price is presented as reduced: the lowest price of the 30 days before (Omnibus). */
  lowestPrice30d: number | null
}

/** Deeper pages than this are no use to a person, and `page=1e21` must not reach OFFSET (issue 14). */
export const MAX_PAGE = 10_000
/**
 * Small previews (1–12), the page size and its multiples, and 500 for the sitemap's walk over every facility
 * (worker/lib/facility-slugs.ts): a bounded set, so list caches stay bounded too.
 */
export const LIST_LIMITS = [24, 48, 100, 500] as const
/** Plain decimal only: `1e2` or `0x10` are not page numbers a link of ours would carry. */
const DIGITS = /^\d{1,6}$/
const isListLimit = (n: number) => (n >= 1 && n <= 12) || (LIST_LIMITS as readonly number[]).includes(n)

const num = (min: number, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.transform(Number), v.number(), v.minValue(min), v.maxValue(max)))
const csv = <T extends readonly string[]>(values: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(values)),
      // Each value once: a repeated one adds nothing to the filter, and each is a bound parameter (D1 takes 100).
      v.transform((list) => [...new Set(list)]),
    ),
  )

/** Query of GET /api/marketplace/facilities: every filter the list and the map use, validated on the server. */
export const FacilityListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  minSize: num(0, 1000),
  maxSize: num(0, 1000),
  priceMin: num(0, 100000),
  priceMax: num(0, 100000),
  unitType: v.optional(v.picklist(UNIT_TYPES)),
  features: csv(FEATURE_CODES),
  lat: num(-90, 90),
  lon: num(-180, 180),
  radius: num(...RADIUS_BOUNDS_KM),
  sort: v.optional(v.picklist(FACILITY_SORTS)),
  page: v.optional(
    v.pipe(v.string(), v.regex(DIGITS), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE)),
    '1',
  ),
  limit: v.optional(v.pipe(v.string(), v.regex(DIGITS), v.transform(Number), v.integer(), v.check(isListLimit)), '24'),
  /** `map=1`: only the fields markers need, for every match with coordinates (bounded). */
  map: v.optional(v.picklist(['1', '0'])),
  /** Name of the place that lat/lon stand for (a city shortcut or a chosen suggestion): shown, never searched. */
  place: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
})
export type FacilityListQueryInput = v.InferInput<typeof FacilityListQuery>

export type MapPoint = {
  id: number
  slug: string
  name: string
  latitude: number
  longitude: number
  priceFrom: number | null
  city: string
}
/** A point a renter searches around: a gazetteer locality or district, a postcode area, or a facility-named district. */
export type Place = {
  id: string
  name: string
  kind: 'city' | 'locality' | 'district' | 'postcode'
  /** Voivodeship, for telling same-named places apart. */
  region: string | null
  /** The city a district or postcode area belongs to. */
  parent: string | null
  lat: number
  lon: number
}

/** Radii the auto-pick may choose for a place search (spec radius options up to 50 km). */
export const AUTO_RADIUS_MAX_KM = 50

/**
 * The point a list is ordered around. `place` is null for a bare lat/lon (the visitor's own location).
 * `counts` holds the shown radius's total and, for each wider radius option up to the first that adds results (the
 * one the page offers to widen to), how many facilities match the other filters within it; wider ones are not
 * counted (ADR 0100). A wider option's count is exact while it adds at most WIDEN_EXACT_UP_TO; past that it is at
 * least the total + WIDEN_EXACT_UP_TO + 1, and the offer says "more than" (ADR 0120).
 */
export type SearchOrigin = {
  place: Place | null
  lat: number
  lon: number
  radiusKm: number
  radiusAuto: boolean
  counts: Record<string, number>
  /** A city's own extent (ADR 0037): the radius that holds the facilities whose address names it. */
  ownRadiusKm?: number
  /** The place was found by a close spelling of what was typed ("Krakwo" → Kraków): the page says so. */
  corrected?: boolean
  /**
   * Words typed beside a known city that named no place in it ("Poznań Grunwald", "brak-takiego-slowa"): the city is
   * searched instead, and the page says which words it could not place (ADR 0099).
   */
  unmatched?: string
  /** The unmatched words are a street address ("ul. Floriańska 1"): searched as the city, said so. */
  street?: boolean
}

/** A town with active facilities, offered when a search finds nothing: the nearest ones to the searched place. */
export type SuggestedTown = { name: string; lat: number; lon: number; count: number; distanceKm: number | null }

export type FacilityListResponse = {
  items: FacilitySummary[]
  total: number
  page: number
  limit: number
  origin?: SearchOrigin
  /** Other places with the searched name ("Wola" in Warszawa and in śląskie). */
  alternatives?: Place[]
  /** Places spelled like a text that named none ("Czy chodziło Ci o: Kraków?"). */
  didYouMean?: Place[]
  /** With no results: the nearest towns that have facilities (the biggest ones when no place was searched). */
  nearby?: SuggestedTown[]
  /** The price filter's range: the cheapest and the dearest listed monthly price, in whole złoty (issue 44). */
  priceRange?: { min: number; max: number }
}

export const PlaceSuggestQuery = v.object({ q: v.pipe(v.string(), v.trim(), v.maxLength(60)) })
export type PlaceSuggestResponse = { items: Place[] }
export type MapPointsResponse = { items: MapPoint[]; total: number }
