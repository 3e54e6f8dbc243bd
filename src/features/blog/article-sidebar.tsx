import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { articles } from '@content/blog'
import { useLang, useT } from '~/i18n/use-lang'
import { formatCalendarDate } from '~/lib/datetime'

export const LATEST_COUNT = 5

export function ArticleSidebar({ currentId }: { currentId: string }) {
  const lang = useLang()
  const t = useT()
  return (
    <nav
      aria-labelledby="blog-latest"
      className={css({ position: { lg: 'sticky' }, top: { lg: '24' }, p: '5', borderRadius: 'lg', bg: 'bg.subtle' })}
    >
      <h2 id="blog-latest" className={css({ textStyle: 'overline', color: 'fg.muted', mb: '3' })}>
        {t('blog.article.latest')}
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {articles.slice(0, LATEST_COUNT).map((a) => (
          <li key={a.id}>
            <Link
              to="/$lang/blog/$slug"
              params={{ lang, slug: a.slugs[lang] }}
              aria-current={a.id === currentId ? 'page' : undefined}
              className={css({
                fontWeight: '600',
                color: 'fg.strong',
                textDecoration: 'none',
                _hover: { color: 'fg.brand', textDecoration: 'underline' },
                '&[aria-current=page]': { color: 'fg.brand' },
              })}
            >
              {a.title[lang]}
            </Link>
            <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '1' })}>
              <time dateTime={a.date}>{formatCalendarDate(lang, a.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </nav>
  )
}
