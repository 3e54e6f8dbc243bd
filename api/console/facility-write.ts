import type * as v from 'valibot'
import type { FacilityCreateSchema } from '../contract/admin'
import { isUniqueViolation } from '../lib/sql'
import { fold } from '@kernel/text'
import { facilitySlug } from '../facilities/slug'
import type { Db } from '../lib/db'

/** Storage keeps 0 for "no coordinates" (spec §3); undefined stays "unchanged". */
export const coord = (value: number | null | undefined) => (value === undefined ? undefined : (value ?? 0))

/** What the public search matches (case- and diacritic-insensitive). */
export const facilitySearchText = (f: { name: string; city: string; postalCode: string; street: string }) =>
  fold([f.name, f.city, f.postalCode, f.street].join(' '))

const SLUG_BATCH = 20

/**
 * First free of `base`, `base-2`, `base-3`…, asked in batches by equality on the UNIQUE index. Not LIKE: D1 caps a
 * LIKE pattern at 50 bytes, which a long name and city reach (issue 14).
 */
export async function uniqueSlug(db: Db, name: string, city: string): Promise<string> {
  const base = facilitySlug(name, city) || 'obiekt'
  for (let from = 1; ; from += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, i) => (from + i === 1 ? base : `${base}-${from + i}`))
    const rows = await db
      .prepare(`SELECT slug FROM facilities WHERE slug IN (${candidates.map(() => '?').join(', ')})`)
      .bind(...candidates)
      .all<{ slug: string }>()
    const taken = new Set(rows.results.map((r) => r.slug))
    const free = candidates.find((slug) => !taken.has(slug))
    if (free) return free
  }
}

export async function insertFacility(db: Db, input: v.InferOutput<typeof FacilityCreateSchema>): Promise<number> {
  const l = input.location
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(db, input.name, l.city)
    try {
      const row = await db
        .prepare(`INSERT INTO facilities (client_id, slug, name, search_text, email, phone, street, building_number, apartment_number, postal_code, city, country, latitude, longitude)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
        .bind(
          input.clientId,
          slug,
          input.name,
          facilitySearchText({ name: input.name, ...l }),
          input.email ?? null,
          input.phone ?? null,
          l.street,
          l.buildingNumber,
          l.apartmentNumber ?? null,
          l.postalCode,
          l.city,
          l.country,
          input.latitude ?? 0,
          input.longitude ?? 0,
        )
        .first<{ id: number }>()
      return row!.id
    } catch (error) {
      // A concurrent create took the slug between the check and the insert: pick again (the UNIQUE index decides).
      if (!isUniqueViolation(error) || attempt >= 2) throw error
    }
  }
}
