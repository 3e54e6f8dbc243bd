import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import type { MessageKey, Translate } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { useLang, useT } from '~/i18n/use-lang'

/** What a cell may need to put words (not codes) and dates in the console's language. */
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
const td = css({
  px: '3',
  py: '2',
  borderTop: '1px solid',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'top',
})

/** A captioned table inside a focusable, labelled region so narrow screens scroll it sideways by keyboard too. */
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
  const id = useId()
  const t = useT()
  const context: CellContext = { t, lang: useLang() }
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className={css({
        overflowX: 'auto',
        bg: 'white',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '640px' })}>
        <caption id={id} className={css({ textAlign: 'left', p: '3', fontWeight: '700' })}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={th}>
                {t(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={td}>
                  {column.cell(row, context)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
