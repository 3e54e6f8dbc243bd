import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { recordLink } from './record-table'

/**
 * A list's pages under its table: previous and next keep the list's other filters in the URL. Nothing when one
 * page holds everything.
 */
export function ListPager({
  page,
  pages,
  labels,
}: {
  page: number
  pages: number
  labels: { page: string; prev: string; next: string }
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={labels.page} className={css({ display: 'flex', gap: '4', alignItems: 'center', mt: '4' })}>
      {page > 1 ? (
        <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, page: page - 1 })} className={recordLink}>
          {labels.prev}
        </Link>
      ) : null}
      <span>{labels.page}</span>
      {page < pages ? (
        <Link to="." search={(prev: Record<string, unknown>) => ({ ...prev, page: page + 1 })} className={recordLink}>
          {labels.next}
        </Link>
      ) : null}
    </nav>
  )
}
