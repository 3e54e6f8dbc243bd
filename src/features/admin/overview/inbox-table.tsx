import { css } from 'styled-system/css'
import type { InboxItem, InboxKind } from '../contract'
import { type Column, DataTable } from '../list/data-table'
import { INBOX_COLUMNS, INBOX_TITLES, formatCell } from './inbox-config'

const long = css({ whiteSpace: 'pre-wrap', maxW: '40ch', overflowWrap: 'anywhere' })

/** Read-only records of one inbox kind. */
export function InboxTable({ kind, items, caption }: { kind: InboxKind; items: InboxItem[]; caption?: string }) {
  const columns: Column<InboxItem>[] = INBOX_COLUMNS[kind].map(([key, header]) => ({
    header,
    cell: (row) => <span className={key === 'body' || key === 'message' ? long : undefined}>{formatCell(key, row[key])}</span>,
  }))
  return <DataTable caption={caption ?? INBOX_TITLES[kind]} columns={columns} rows={items} rowKey={(row) => row.id} />
}
