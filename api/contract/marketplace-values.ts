/**
 * Value lists of the marketplace contract, without schemas: the browser's route tree (search parsing on every
 * public page) imports these, and a module that also builds valibot schemas would bring valibot with it (ADR 0022).
 */
export const FEATURE_CODES = ['klimatyzacja', 'monitoring', 'ochrona', '24h_dostep', 'winda', 'parking'] as const
export type FeatureCode = (typeof FEATURE_CODES)[number]
export const UNIT_TYPES = ['standard', 'klimatyzowany', 'zewnetrzny', 'garaz'] as const
export type UnitType = (typeof UNIT_TYPES)[number]
export const RADIUS_OPTIONS_KM = [2, 5, 10, 25, 50, 100, 250] as const
export const FACILITY_SORTS = ['recommended', 'price', 'pricePerM2', 'distance', 'name'] as const

/**
 * Bounds of the list's numeric filters, [min, max]: the API's schema (marketplace.ts) and the page's URL parsers
 * (src/features/marketplace/search.ts) both read them, so a value the page keeps is one the API accepts.
 */
export const LIST_BOUNDS = {
  size: [0, 1000],
  price: [0, 100_000],
  lat: [-90, 90],
  lon: [-180, 180],
  radius: [0.1, 1000],
  /** Deeper pages than this are no use to a person, and `page=1e21` must not reach OFFSET (issue 14). */
  page: [1, 10_000],
} as const satisfies Record<string, readonly [number, number]>
/** Spec: "use my location" searches 2 km around the visitor by default (the map and the API). */
export const DEFAULT_RADIUS_KM = 2
