import type { InboxKind } from '../contract/admin'

/** Fixed per-kind SQL: the `:kind` path segment only ever selects one of these. */
export const INBOX_SQL: Record<InboxKind, { from: string; columns: string; order: string }> = {
  inquiries: {
    from: 'inquiries i LEFT JOIN facilities f ON f.id = i.facility_id',
    columns:
      'i.id, i.facility_id, f.name AS facility_name, i.name, i.email, i.phone, i.size_m2, i.period, i.message, i.unit_code, i.source_url, i.status, i.stage, i.created_at, i.erased_at',
    order: 'i.id DESC',
  },
  'demo-requests': {
    from: 'demo_requests',
    columns: 'id, name, email, phone, message, contact_time, spam, created_at',
    order: 'id DESC',
  },
  'trial-requests': {
    from: 'trial_requests',
    columns:
      'id, name, nip, street, building_number, apartment_number, postal_code, city, country, email, phone, spam, created_at',
    order: 'id DESC',
  },
  // status: 'pending' until the e-mail's link is used; only 'confirmed' rows are subscribers.
  newsletter: {
    from: 'newsletter_subscriptions',
    columns: 'id, email, lang, status AS subscription_status, confirmed_at, created_at',
    order: 'id DESC',
  },
  outbox: {
    from: 'outbox',
    columns:
      'id, kind, to_email, reply_to, lang, subject, body, ref_table, ref_id, status, attempts, last_error, created_at, sent_at',
    order: 'id DESC',
  },
}
