import type * as v from 'valibot'
import type { RichContentSchema } from '../contract/admin'
import { NOW } from './admin-sql'
import { sanitizeHtml, stripTags } from './sanitize'

type Rich = v.InferOutput<typeof RichContentSchema>

const plain = (s: string | null | undefined) => (s ? stripTags(s) || null : null)

/**
 * Replaces the facility's rich content. HTML is sanitized on WRITE so every reader (SSR, API clients) gets safe
 * markup; plain-text fields lose any tags.
 */
export function upsertRichContent(db: D1Database, facilityId: number, rich: Rich | null) {
  if (rich === null) return db.prepare('DELETE FROM facility_rich_content WHERE facility_id = ?').bind(facilityId)
  const faq = rich.faq.map((item) => ({ question: stripTags(item.question), answer: stripTags(item.answer) })).filter((item) => item.question && item.answer)
  return db.prepare(
    `INSERT INTO facility_rich_content (facility_id, title, lead, body_html, storage_info_html, tips_html, faq, image_url, brand,
       min_size_m2, max_size_m2, min_price_monthly, max_price_monthly, features, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${NOW})
     ON CONFLICT (facility_id) DO UPDATE SET title = excluded.title, lead = excluded.lead, body_html = excluded.body_html,
       storage_info_html = excluded.storage_info_html, tips_html = excluded.tips_html, faq = excluded.faq, image_url = excluded.image_url,
       brand = excluded.brand, min_size_m2 = excluded.min_size_m2, max_size_m2 = excluded.max_size_m2,
       min_price_monthly = excluded.min_price_monthly, max_price_monthly = excluded.max_price_monthly, features = excluded.features,
       updated_at = excluded.updated_at`,
  ).bind(
    facilityId, plain(rich.title), plain(rich.lead), sanitizeHtml(rich.bodyHtml), sanitizeHtml(rich.storageInfoHtml), sanitizeHtml(rich.tipsHtml),
    JSON.stringify(faq), rich.imageUrl ?? null, plain(rich.brand), rich.minSizeM2 ?? null, rich.maxSizeM2 ?? null, rich.minPriceMonthly ?? null,
    rich.maxPriceMonthly ?? null, JSON.stringify(rich.features.map(stripTags).filter(Boolean)),
  )
}
