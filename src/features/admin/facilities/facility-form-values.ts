import * as v from 'valibot'
import { type AdminFacility, FacilityUpdateSchema } from '../contract'

/** The edit form posts a checkbox: "on" or nothing, which means inactive (never "unchanged"). */
export const FacilityEditFormSchema = v.object({
  ...FacilityUpdateSchema.entries,
  // The default makes valibot run the transform for a missing key too (a bare optional would skip it).
  active: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s === 'on'),
    ),
    '',
  ),
})

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

/** Record → form text (numbers as strings, features as one comma-separated line). */
export function facilityDefaults(f: AdminFacility) {
  const rc = f.richContent
  const en = f.richContentEn
  return {
    name: f.name,
    email: f.email ?? '',
    phone: f.phone ?? '',
    latitude: text(f.latitude),
    longitude: text(f.longitude),
    active: f.active ? 'on' : '',
    location: f.location,
    description: f.description ?? '',
    descriptionEn: f.descriptionEn ?? '',
    richContent: {
      title: rc?.title ?? '',
      lead: rc?.lead ?? '',
      bodyHtml: rc?.bodyHtml ?? '',
      storageInfoHtml: rc?.storageInfoHtml ?? '',
      tipsHtml: rc?.tipsHtml ?? '',
      faq: rc?.faq ?? [],
      imageUrl: rc?.imageUrl ?? '',
      brand: rc?.brand ?? '',
      minSizeM2: text(rc?.minSizeM2),
      maxSizeM2: text(rc?.maxSizeM2),
      minPriceMonthly: text(rc?.minPriceMonthly),
      maxPriceMonthly: text(rc?.maxPriceMonthly),
      features: (rc?.features ?? []).join(', '),
    },
    richContentEn: {
      title: en?.title ?? '',
      lead: en?.lead ?? '',
      bodyHtml: en?.bodyHtml ?? '',
      storageInfoHtml: en?.storageInfoHtml ?? '',
      tipsHtml: en?.tipsHtml ?? '',
      faq: en?.faq ?? [],
    },
  }
}
