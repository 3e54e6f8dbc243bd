import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

export function Pagination({ page, total, limit }: { page: number; total: number; limit: number }) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  const go = (n: number) => ({
    from: '/$lang/facilities' as const,
    to: '.' as const,
    search: (prev: Record<string, unknown>) => ({ ...prev, page: n > 1 ? n : undefined }),
  })
  return (
    <nav
      aria-label={t('search.pager.label')}
      className={css({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '4', mt: '10' })}
    >
      {page > 1 ? (
        <Link {...go(page - 1)} className={button({ variant: 'outline', size: 'sm' })} rel="prev">
          {t('search.pager.prev')}
        </Link>
      ) : null}
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('search.pager.page', { page, pages })}</span>
      {page < pages ? (
        <Link {...go(page + 1)} className={button({ variant: 'outline', size: 'sm' })} rel="next">
          {t('search.pager.next')}
        </Link>
      ) : null}
    </nav>
  )
}
