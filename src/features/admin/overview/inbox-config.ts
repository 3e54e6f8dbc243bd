import type { MessageKey, Messages } from '~/i18n'
import { LANGS } from '@kernel/lang'
import { RENTAL_PERIODS, TRIAL_COUNTRIES } from '@api/contract/forms'
import { INQUIRY_STAGES } from '@api/contract/admin-list-values'
import { INQUIRY_STATUSES, type InboxKind, MAIL_KINDS, MAIL_STATUSES, SUBSCRIPTION_STATUSES } from '../contract'
import { formatShortDateTime } from '~/lib/datetime'
import { formatNumber } from '../format'
import type { CellContext } from '~/ui/table/data-table'

type Value = string | number
type Format = (value: Value, context: CellContext) => string
type ColumnName = keyof Messages['admin']['inbox']['columns']
/** One column of an inbox: the API's camelCase field (spec §3 entities), its header and how its value reads. */
export type InboxColumn = { field: ColumnName; header: ColumnName; format: Format }

const text: Format = (value) => String(value)
const dateTime: Format = (value, { lang }) => formatShortDateTime(lang, String(value)) ?? String(value)
const number: Format = (value, { lang }) => (typeof value === 'number' ? formatNumber(lang, value) : String(value))
const yesNo: Format = (value, { t }) => t(value ? 'admin.inbox.yes' : 'admin.inbox.no')
/** "9-10" → "9:00–10:00". */
const slot: Format = (value) => String(value).replace(/^(\d{1,2})-(\d{1,2})$/, '$1:00–$2:00')

/** A code shown as its word; a code this console does not know reads "unknown", never as the code itself. */
function word<C extends string>(codes: readonly C[], key: (code: C) => MessageKey): Format {
  const known = (value: string): value is C => (codes as readonly string[]).includes(value)
  return (value, { t }) => {
    const code = String(value)
    return t(known(code) ? key(code) : 'admin.inbox.unknown')
  }
}

const col = (field: ColumnName, format: Format = text, header: ColumnName = field): InboxColumn => ({
  field,
  header,
  format,
})
const created = col('createdAt', dateTime)

export const INBOX_COLUMNS: Record<InboxKind, readonly InboxColumn[]> = {
  inquiries: [
    created,
    col('facilityName'),
    col('name'),
    col('email'),
    col('phone'),
    col('sizeM2', number),
    col(
      'period',
      word(RENTAL_PERIODS, (p) => `inquiryForm.periods.${p}`),
    ),
    col('message'),
    col(
      'status',
      word(INQUIRY_STATUSES, (s) => `admin.inbox.inquiryStatus.${s}`),
    ),
    // The operator panel's stages (issue 19), as the operator sees them.
    col(
      'stage',
      word(INQUIRY_STAGES, (s) => `panel.stages.${s}`),
    ),
  ],
  'demo-requests': [
    created,
    col('name'),
    col('email'),
    col('phone'),
    col('contactTime', slot),
    col('message'),
    col('spam', yesNo),
  ],
  'trial-requests': [
    created,
    col('name', text, 'companyName'),
    col('nip'),
    col('city'),
    col(
      'country',
      word(TRIAL_COUNTRIES, (c) => `sales.countries.${c}`),
    ),
    col('email'),
    col('phone'),
    col('spam', yesNo),
  ],
  newsletter: [
    created,
    col('email'),
    col(
      'lang',
      word(LANGS, (l) => `admin.inbox.langs.${l}`),
    ),
    col(
      'subscriptionStatus',
      word(SUBSCRIPTION_STATUSES, (s) => `admin.inbox.subscription.${s}`),
    ),
  ],
  outbox: [
    created,
    col(
      'kind',
      word(MAIL_KINDS, (k) => `admin.inbox.mailKinds.${k}`),
    ),
    col('toEmail'),
    col('subject'),
    col(
      'status',
      word(MAIL_STATUSES, (s) => `admin.inbox.mailStatus.${s}`),
    ),
    col('attempts', number),
    col('lastError'),
    col('body'),
    col('sentAt', dateTime),
  ],
}

export { inboxTitle } from '../head'

/** Empty reads as a dash; everything else through the column's format. */
export function formatCell(column: InboxColumn, value: Value | null | undefined, context: CellContext): string {
  return value === null || value === undefined || value === '' ? '—' : column.format(value, context)
}
