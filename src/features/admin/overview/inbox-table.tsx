import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import type { InboxItem, InboxKind } from '../contract'
import { type Column, DataTable } from '~/ui/table/data-table'
import { INBOX_COLUMNS, formatCell, inboxTitle } from './inbox-config'
import { ResendButton } from './resend-button'

const long = css({ whiteSpace: 'pre-wrap', maxW: '40ch', overflowWrap: 'anywhere' })

/** An erased renter's fields (issue 40): the marker stands in each, not an empty cell. */
const ERASED_FIELDS = new Set(['name', 'email', 'phone'])

/** Read-only records of one inbox kind. */
export function InboxTable({ kind, items, caption }: { kind: InboxKind; items: InboxItem[]; caption?: string }) {
  const t = useT()
  const columns: Column<InboxItem>[] = INBOX_COLUMNS[kind].map((column) => ({
    header: `admin.inbox.columns.${column.header}`,
    cell: (row, context) => (
      <span
        className={
          column.field === 'body' || column.field === 'message' || column.field === 'lastError' ? long : undefined
        }
      >
        {row.erasedAt && ERASED_FIELDS.has(column.field)
          ? t('account.erased')
          : formatCell(column, row[column.field], context)}
      </span>
    ),
  }))
  // A failed mail can be sent again from here (issue 25).
  if (kind === 'outbox')
    columns.push({
      header: 'admin.inbox.columns.actions',
      cell: (row) => (row.status === 'failed' ? <ResendButton id={row.id} /> : null),
    })
  return <DataTable caption={caption ?? t(inboxTitle(kind))} columns={columns} rows={items} rowKey={(row) => row.id} />
}
