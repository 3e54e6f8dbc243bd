import { type ReactNode, useId } from 'react'
import { css, cx } from 'styled-system/css'
import type { MessageKey, Translate } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { useLang, useT } from '~/i18n/use-lang'

/** What a cell may need to put words (not codes) and dates in the page's language. */
export type CellContext = { t: Translate; lang: Lang }
export type Column<T> = { header: MessageKey; cell: (row: T, context: CellContext) => ReactNode }

const th = css({
  textAlign: 'left',
  fontSize: 'sm',
  fontWeight: '700',
  px: '3',
  py: '2',
  bg: 'bg.muted',
  whiteSpace: 'nowrap',
})
/** A body cell's look, for rows a caller draws itself inside TableShell. */
export const tableCell = css({
  px: '3',
  py: '2',
  borderTop: '1px solid',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'top',
})

// Panda extracts classes at build time: one per width a table needs.
const minWidths = {
  small: css({ minW: '560px' }),
  medium: css({ minW: '640px' }),
  large: css({ minW: '720px' }),
} as const

/**
 * A captioned table inside a focusable, labelled region, so narrow screens scroll it sideways by keyboard too. The
 * region is `position: relative` so visually hidden texts in the rows (absolutely positioned) scroll with the
 * table instead of widening the page. Rows are the caller's `<tr>`s; DataTable below builds them from columns.
 */
export function TableShell({
  caption,
  headers,
  minWidth = 'medium',
  testId,
  children,
}: {
  caption: string
  /** Column headers; `{ hidden }` is one only screen readers read (a column of checkboxes). */
  headers: readonly (string | { hidden: string })[]
  /** Below this the region scrolls sideways instead of squeezing the columns. */
  minWidth?: keyof typeof minWidths
  testId?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className={css({
        position: 'relative',
        overflowX: 'auto',
        bg: 'white',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <table className={cx(css({ w: 'full', borderCollapse: 'collapse' }), minWidths[minWidth])} data-testid={testId}>
        <caption id={id} className={css({ textAlign: 'left', p: '3', fontWeight: '700' })}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <th key={header} scope="col" className={th}>
                  {header}
                </th>
              ) : (
                <th key={header.hidden} scope="col" className={th}>
                  <span className={css({ srOnly: true })}>{header.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A table whose rows are data: one column definition (header key and cell) per column. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string
  columns: readonly Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
}) {
  const t = useT()
  const context: CellContext = { t, lang: useLang() }
  return (
    <TableShell caption={caption} headers={columns.map((column) => t(column.header))}>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td key={column.header} className={tableCell}>
              {column.cell(row, context)}
            </td>
          ))}
        </tr>
      ))}
    </TableShell>
  )
}
