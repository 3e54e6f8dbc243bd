import type { MissingForPublication, OnboardingFacility, Publication } from '../contract/onboarding'

/**
 * What a facility needs before it may be submitted (issue 42): the least its public page shows. Read in the same
 * query as the facility, so the checklist, the submit and the publication queue judge one row the same way.
 */
export const PUBLICATION_COLUMNS = `f.id, f.name, f.slug, f.publication, f.publication_note, f.submitted_at,
  f.street, f.building_number, f.apartment_number, f.postal_code, f.city, f.latitude, f.longitude, f.description,
  f.email, f.phone,
  EXISTS (SELECT 1 FROM units u WHERE u.facility_id = f.id AND u.is_active = 1 AND u.price_monthly IS NOT NULL) AS has_unit`

export type PublicationRow = {
  id: number
  name: string
  slug: string
  publication: Publication
  publication_note: string | null
  submitted_at: string | null
  street: string
  building_number: string
  apartment_number: string | null
  postal_code: string
  city: string
  latitude: number
  longitude: number
  description: string | null
  email: string | null
  phone: string | null
  has_unit: number
}

const filled = (s: string | null) => Boolean(s?.trim())

export function missingForPublication(row: PublicationRow): MissingForPublication[] {
  const missing: MissingForPublication[] = []
  if (!filled(row.name)) missing.push('name')
  if (!filled(row.street) || !filled(row.building_number) || !filled(row.postal_code) || !filled(row.city))
    missing.push('address')
  // 0,0 is the marketplace's "no coordinates" (spec §3): such a facility has no pin on any map.
  if (row.latitude === 0 && row.longitude === 0) missing.push('coordinates')
  if (row.has_unit !== 1) missing.push('unit')
  if (!filled(row.description)) missing.push('description')
  return missing
}

export const toOnboardingFacility = (row: PublicationRow): OnboardingFacility => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  publication: row.publication,
  publicationNote: row.publication_note,
  submittedAt: row.submitted_at,
  missing: missingForPublication(row),
  basics: {
    name: row.name,
    street: row.street,
    buildingNumber: row.building_number,
    apartmentNumber: row.apartment_number,
    postalCode: row.postal_code,
    city: row.city,
    latitude: row.latitude === 0 && row.longitude === 0 ? null : row.latitude,
    longitude: row.latitude === 0 && row.longitude === 0 ? null : row.longitude,
    email: row.email,
    phone: row.phone,
  },
})

/** A draft, or a rejected facility being fixed: what the operator may still submit. */
export const SUBMITTABLE: readonly Publication[] = ['draft', 'rejected']
