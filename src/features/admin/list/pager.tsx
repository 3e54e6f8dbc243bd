import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

type Props = { page: number; limit: number; total: number; onPage: (page: number) => void }

/** Spec §9: pages start at 1; "Następna" while page × limit < total. */
export function Pager({ page, limit, total, onPage }: Props) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(total / limit))
  return (
    <nav
      aria-label={t('admin.list.pager')}
      className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', mt: '4' })}
    >
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.list.previous')}
      </button>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
        {t('admin.pagerResults', { count: total, page, pages })}
      </p>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        disabled={page * limit >= total}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.list.next')}
      </button>
    </nav>
  )
}
