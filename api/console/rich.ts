import type * as v from 'valibot'
import type { RichContentEnSchema, RichContentSchema } from '../contract/admin'
import { NOW } from '../lib/sql'
import { sanitizeHtml, stripTags } from '../lib/sanitize'
import type { Db } from '../lib/db'

type Rich = v.InferOutput<typeof RichContentSchema>
type RichEn = v.InferOutput<typeof RichContentEnSchema>

const plain = (s: string | null | undefined) => (s ? stripTags(s) || null : null)

/** A plain-text column on PATCH: absent stays absent ("unchanged"), tags never reach storage. */
export const plainText = (s: string | null | undefined) => (s === undefined ? undefined : plain(s))

const cleanFaq = (faq: Rich['faq']) =>
  faq
    .map((item) => ({ question: stripTags(item.question), answer: stripTags(item.answer) }))
    .filter((item) => item.question && item.answer)

/** No English left: the row keeps its Polish texts and shared fields, the English columns go. */
const clearEnglish = (db: Db, facilityId: number) =>
  db
    .prepare(`UPDATE facility_rich_content SET title_en = NULL, lead_en = NULL, body_html_en = NULL, storage_info_html_en = NULL,
    tips_html_en = NULL, faq_en = NULL, updated_at = ${NOW} WHERE facility_id = ?`)
    .bind(facilityId)

/**
 * Replaces the facility's Polish rich content and the shared fields; the English texts in the same row are left
 * alone. HTML is sanitized on WRITE so every reader (SSR, API clients) gets safe markup; plain-text fields lose any tags.
 */
export function upsertRichContent(db: Db, facilityId: number, rich: Rich | null): D1PreparedStatement[] {
  if (rich === null) {
    // Removing the Polish block must not take an English one with it: empty the Polish side, and drop the row
    // only when no English is left either.
    return [
      db
        .prepare(`UPDATE facility_rich_content SET title = NULL, lead = NULL, body_html = NULL, storage_info_html = NULL, tips_html = NULL,
        faq = '[]', image_url = NULL, brand = NULL, min_size_m2 = NULL, max_size_m2 = NULL, min_price_monthly = NULL, max_price_monthly = NULL,
        features = '[]', updated_at = ${NOW} WHERE facility_id = ?`)
        .bind(facilityId),
      db
        .prepare(`DELETE FROM facility_rich_content WHERE facility_id = ? AND COALESCE(title_en, lead_en, body_html_en, storage_info_html_en,
        tips_html_en, faq_en) IS NULL`)
        .bind(facilityId),
    ]
  }
  return [
    db
      .prepare(
        `INSERT INTO facility_rich_content (facility_id, title, lead, body_html, storage_info_html, tips_html, faq, image_url, brand,
       min_size_m2, max_size_m2, min_price_monthly, max_price_monthly, features, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${NOW})
     ON CONFLICT (facility_id) DO UPDATE SET title = excluded.title, lead = excluded.lead, body_html = excluded.body_html,
       storage_info_html = excluded.storage_info_html, tips_html = excluded.tips_html, faq = excluded.faq, image_url = excluded.image_url,
       brand = excluded.brand, min_size_m2 = excluded.min_size_m2, max_size_m2 = excluded.max_size_m2,
       min_price_monthly = excluded.min_price_monthly, max_price_monthly = excluded.max_price_monthly, features = excluded.features,
       updated_at = excluded.updated_at`,
      )
      .bind(
        facilityId,
        plain(rich.title),
        plain(rich.lead),
        sanitizeHtml(rich.bodyHtml),
        sanitizeHtml(rich.storageInfoHtml),
        sanitizeHtml(rich.tipsHtml),
        JSON.stringify(cleanFaq(rich.faq)),
        rich.imageUrl ?? null,
        plain(rich.brand),
        rich.minSizeM2 ?? null,
        rich.maxSizeM2 ?? null,
        rich.minPriceMonthly ?? null,
        rich.maxPriceMonthly ?? null,
        JSON.stringify(rich.features.map(stripTags).filter(Boolean)),
      ),
  ]
}

/** Replaces the English texts, sanitized exactly like the Polish ones. Null or all blank = no English version. */
export function upsertRichContentEn(db: Db, facilityId: number, rich: RichEn | null): D1PreparedStatement {
  const faq = rich ? cleanFaq(rich.faq) : []
  const values = rich
    ? [
        plain(rich.title),
        plain(rich.lead),
        sanitizeHtml(rich.bodyHtml),
        sanitizeHtml(rich.storageInfoHtml),
        sanitizeHtml(rich.tipsHtml),
        faq.length ? JSON.stringify(faq) : null,
      ]
    : []
  if (!values.some((value) => value !== null)) return clearEnglish(db, facilityId)
  return db
    .prepare(
      `INSERT INTO facility_rich_content (facility_id, title_en, lead_en, body_html_en, storage_info_html_en, tips_html_en, faq_en, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ${NOW})
     ON CONFLICT (facility_id) DO UPDATE SET title_en = excluded.title_en, lead_en = excluded.lead_en, body_html_en = excluded.body_html_en,
       storage_info_html_en = excluded.storage_info_html_en, tips_html_en = excluded.tips_html_en, faq_en = excluded.faq_en,
       updated_at = excluded.updated_at`,
    )
    .bind(facilityId, ...values)
}
