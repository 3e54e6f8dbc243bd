import { css } from 'styled-system/css'
import { type Column, DataTable } from '~/ui/table/data-table'

/** A link inside a record list (the record's name or code, a page link), underlined so it reads as one. */
export const recordLink = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

/**
 * A list page's table of records, marked busy while new filters load; a line saying the list is empty when the
 * answer has no rows, and nothing before the first answer.
 */
export function RecordTable<T>({
  caption,
  rows,
  busy,
  empty,
  emptyTestId,
  columns,
  rowKey,
}: {
  caption: string
  rows: T[] | undefined
  busy: boolean
  empty: string
  emptyTestId?: string
  columns: readonly Column<T>[]
  rowKey: (row: T) => string | number
}) {
  return (
    <div className={css({ mt: '6' })} aria-busy={busy || undefined}>
      {rows?.length ? (
        <DataTable caption={caption} rows={rows} rowKey={rowKey} columns={columns} />
      ) : rows ? (
        <p className={css({ p: '4', bg: 'white', borderRadius: 'lg' })} data-testid={emptyTestId}>
          {empty}
        </p>
      ) : null}
    </div>
  )
}
