import type { Lang } from '@kernel/lang'
import type {
  Facility,
  FacilitySummary,
  FaqItem,
  FeatureCode,
  PublicPhoto,
  RichContent,
  RichContentTexts,
  Unit,
  UnitType,
} from '../contract/marketplace'
import type { UnitState } from '../contract/marketplace-values'
import type { Db } from '../lib/db'
import { sizeLabel } from './size-label'
import { unitFreeSql } from '../reservations/availability'
import { COVER_IMAGE_SQL, COVER_WIDTHS_SQL, coverWidths, parseHours } from './listing-rows'
import { FACILITY_VERIFICATION_SQL, toFacilityVerification } from '../registries/evidence'

export type FacilityRow = {
  id: number
  slug: string
  name: string
  description: string | null
  description_en: string | null
  email: string | null
  phone: string | null
  website: string | null
  brand: string | null
  image_url: string | null
  image_widths?: string | null
  street: string
  building_number: string
  postal_code: string
  city: string
  country: string
  latitude: number
  longitude: number
  features: string
  rating: number
  review_count: number
  active: number
  price_from: number | null
  min_price_per_m2: number | null
  min_size_m2: number | null
  max_size_m2: number | null
  available_units: number
  promoted: number
  created_at: string
  updated_at: string
  availability_updated_at?: string | null
  reservation_window_days?: number
  opening_hours?: string | null
  access_hours?: string | null
  distance_km?: number | null
  /** Read with one facility (findActiveFacility): someone would hear of a reservation. */
  reservable?: number
  /** The badge's JSON (FACILITY_VERIFICATION_SQL), NULL without a verified company with evidence. */
  verification?: string | null
}

export const FACILITY_COLUMNS = `f.id, f.slug, f.name, f.description, f.description_en, f.email, f.phone, f.website, f.brand, ${COVER_IMAGE_SQL} AS image_url, ${COVER_WIDTHS_SQL} AS image_widths, f.street,
  f.building_number, f.postal_code, f.city, f.country, f.latitude, f.longitude, f.features, f.rating, f.review_count, f.active,
  f.price_from, f.min_price_per_m2, f.min_size_m2, f.max_size_m2, f.available_units, f.promoted, f.created_at, f.updated_at, f.availability_updated_at,
  f.reservation_window_days, f.opening_hours, f.access_hours, ${FACILITY_VERIFICATION_SQL} AS verification`

export const parseJsonArray = <T>(text: string | null): T[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

/** Zero coordinates mean "missing" (spec §3). */
const coord = (value: number) => (value === 0 ? null : value)

/** English where it exists for an English request; otherwise the Polish text, labelled as Polish. */
function localDescription(row: FacilityRow, lang: Lang): { description: string | null; descriptionLang: Lang } {
  if (lang === 'en' && row.description_en) return { description: row.description_en, descriptionLang: 'en' }
  return { description: row.description, descriptionLang: 'pl' }
}

export function toSummary(row: FacilityRow, lang: Lang = 'pl'): FacilitySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...localDescription(row, lang),
    email: row.email,
    phone: row.phone,
    latitude: row.latitude && row.longitude ? coord(row.latitude) : null,
    longitude: row.latitude && row.longitude ? coord(row.longitude) : null,
    address: {
      street: row.street,
      buildingNumber: row.building_number,
      city: row.city,
      postalCode: row.postal_code,
      country: row.country || 'Polska',
    },
    priceFrom: row.price_from,
    minPricePerM2: row.min_price_per_m2 == null ? null : Math.round(row.min_price_per_m2 * 100) / 100,
    minSizeM2: row.min_size_m2,
    maxSizeM2: row.max_size_m2,
    features: parseJsonArray<FeatureCode>(row.features),
    image: row.image_url,
    imageWidths: coverWidths(row.image_widths),
    rating: row.rating ?? 0,
    reviewCount: row.review_count ?? 0,
    availableUnits: row.available_units,
    updatedAt: row.updated_at,
    recommended: row.promoted === 1,
    verification: toFacilityVerification(row.verification),
    ...(row.distance_km != null ? { distanceKm: Math.round(row.distance_km * 10) / 10 } : {}),
  }
}

export function toFacility(row: FacilityRow, lang: Lang = 'pl', photos: PublicPhoto[] = []): Facility {
  return {
    ...toSummary(row, lang),
    website: row.website,
    brand: row.brand,
    imageUrl: row.image_url,
    minPriceMonthly: row.price_from,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    availabilityUpdatedAt: row.availability_updated_at ?? null,
    reservationWindowDays: row.reservation_window_days ?? 30,
    openingHours: parseHours(row.opening_hours ?? null),
    accessHours: parseHours(row.access_hours ?? null),
    photos,
    reservable: row.reservable === 1,
  }
}

export type RichRow = {
  title: string | null
  lead: string | null
  body_html: string | null
  storage_info_html: string | null
  tips_html: string | null
  faq: string
  image_url: string | null
  brand: string | null
  min_size_m2: number | null
  max_size_m2: number | null
  min_price_monthly: number | null
  max_price_monthly: number | null
  features: string
  title_en: string | null
  lead_en: string | null
  body_html_en: string | null
  storage_info_html_en: string | null
  tips_html_en: string | null
  faq_en: string | null
}

/** The English texts, or null when none was written (every English column empty). */
export function toRichTextsEn(row: RichRow | null): RichContentTexts | null {
  if (!row) return null
  const texts = {
    title: row.title_en,
    lead: row.lead_en,
    bodyHtml: row.body_html_en,
    storageInfoHtml: row.storage_info_html_en,
    tipsHtml: row.tips_html_en,
    faq: parseJsonArray<FaqItem>(row.faq_en),
  }
  const written =
    texts.title || texts.lead || texts.bodyHtml || texts.storageInfoHtml || texts.tipsHtml || texts.faq.length
  return written ? texts : null
}

/**
 * Rich content for one language. English replaces the Polish texts as a whole block (never a mix of languages in
 * one section); with no English, an English request gets the Polish block marked contentLang 'pl'.
 */
export function toRichContent(row: RichRow | null, lang: Lang = 'pl'): RichContent | null {
  if (!row) return null
  const english = lang === 'en' ? toRichTextsEn(row) : null
  const texts: RichContentTexts = english ?? {
    title: row.title,
    lead: row.lead,
    bodyHtml: row.body_html,
    storageInfoHtml: row.storage_info_html,
    tipsHtml: row.tips_html,
    faq: parseJsonArray(row.faq),
  }
  return {
    contentLang: english ? 'en' : 'pl',
    ...texts,
    imageUrl: row.image_url,
    brand: row.brand,
    minSizeM2: row.min_size_m2,
    maxSizeM2: row.max_size_m2,
    minPriceMonthly: row.min_price_monthly,
    maxPriceMonthly: row.max_price_monthly,
    features: parseJsonArray(row.features),
  }
}

export type UnitRow = {
  id: number
  code: string
  size_label: string
  size_m2: number
  type: UnitType
  type_name: string
  price_monthly: number | null
  is_active: number
  is_occupied: number
  /** The unit's one state (ADR 0086): only a free one can be reserved. */
  state: UnitState
}

export function toUnit(row: UnitRow, lang: Lang): Unit {
  const isActive = row.is_active === 1
  const isOccupied = row.is_occupied === 1
  return {
    id: row.id,
    code: row.code,
    isActive,
    isOccupied,
    isAvailable: row.state === 'free',
    priceMonthly: row.price_monthly,
    size: { label: sizeLabel(row.size_label, row.size_m2, lang), m2: row.size_m2 },
    type: { code: row.type, name: row.type_name },
    lowestPrice30d: null,
  }
}

/** Refreshes the denormalised price/size/availability columns from available units (active, not occupied, not held). */
export function refreshFacilityStats(db: Db, facilityId?: number) {
  return facilityId ? refreshFacilityStatsWhere(db, 'id = ?', facilityId) : refreshFacilityStatsWhere(db, '1 = 1')
}

/** The same for the facilities a condition picks (the cron's expired holds), in one statement. */
export function refreshFacilityStatsWhere(db: Db, where: string, ...params: unknown[]) {
  const available = `u.facility_id = facilities.id AND ${unitFreeSql()}`
  return db
    .prepare(
      `UPDATE facilities SET
       price_from = (SELECT MIN(u.price_monthly) FROM units u WHERE ${available}),
       min_price_per_m2 = (SELECT MIN(u.price_monthly / u.size_m2) FROM units u WHERE ${available} AND u.size_m2 > 0),
       min_size_m2 = (SELECT MIN(u.size_m2) FROM units u WHERE ${available}),
       max_size_m2 = (SELECT MAX(u.size_m2) FROM units u WHERE ${available}),
       available_units = (SELECT COUNT(*) FROM units u WHERE ${available}),
       unit_types = COALESCE((SELECT group_concat(DISTINCT u.type) FROM units u WHERE ${available}), '')
     WHERE ${where}`,
    )
    .bind(...params)
}
