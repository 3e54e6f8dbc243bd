import * as v from 'valibot'
import { type AdminFacility, FacilityUpdateSchema } from '../contract'

/** A checkbox posts "on" or nothing, and nothing means false (never "unchanged"). */
// The default makes valibot run the transform for a missing key too (a bare optional would skip it).
const checkbox = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => s === 'on'),
  ),
  '',
)

/** The server's FacilityUpdateSchema, with the checkboxes read from form text. */
export const FacilityEditFormSchema = v.object({
  ...FacilityUpdateSchema.entries,
  active: checkbox,
  promoted: checkbox,
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
    promoted: f.promoted ? 'on' : '',
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
