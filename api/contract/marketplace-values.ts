/**
 * Value lists of the marketplace contract, without schemas: the browser's route tree (search parsing on every
 * public page) imports these, and a module that also builds valibot schemas would bring valibot with it (ADR 0022).
 */
export const FEATURE_CODES = ['klimatyzacja', 'monitoring', 'ochrona', '24h_dostep', 'winda', 'parking'] as const
export type FeatureCode = (typeof FEATURE_CODES)[number]
export const UNIT_TYPES = ['standard', 'klimatyzowany', 'zewnetrzny', 'garaz'] as const
export type UnitType = (typeof UNIT_TYPES)[number]
/** A unit's one state (ADR 0086; api/reservations/availability.ts unitStateSql): held by an active reservation first. */
export const UNIT_STATES = ['free', 'held', 'occupied', 'inactive'] as const
export type UnitState = (typeof UNIT_STATES)[number]
export const RADIUS_OPTIONS_KM = [2, 5, 10, 25, 50, 100, 250] as const
/**
 * The widen offer names how many a wider radius adds up to this many, and says "more than" it past that (ADR 0120):
 * a count past it may stop at this + 1, so that no count reads every facility along a wide circle's edge.
 */
export const WIDEN_EXACT_UP_TO = 100
export const FACILITY_SORTS = ['recommended', 'price', 'pricePerM2', 'distance', 'name'] as const

/** The radius filter's bounds, km: the API's schema and the page's URL parser both read them. */
export const RADIUS_BOUNDS_KM = [0.1, 1000] as const
/** Spec: "use my location" searches 2 km around the visitor by default (the map and the API). */
export const DEFAULT_RADIUS_KM = 2
