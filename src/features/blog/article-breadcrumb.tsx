import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'

const item = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minW: '0',
  _after: { content: '"/"', color: 'ink.400' },
  _last: { _after: { content: '""' } },
})
const link = css({ color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '3px' })

/** The visible twin of the BreadcrumbList JSON-LD. */
export function ArticleBreadcrumb({ title }: { title: string }) {
  const t = useT()
  const lang = useLang()
  return (
    <nav aria-label={t('blog.article.breadcrumb')} className={css({ pt: { base: '4', md: '6' }, textStyle: 'small' })}>
      <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', color: 'fg.muted' })}>
        <li className={item}>
          <Link to="/$lang" params={{ lang }} className={link}>
            {t('blog.article.home')}
          </Link>
        </li>
        <li className={item}>
          <Link to="/$lang/blog" params={{ lang }} className={link}>
            {t('pages.blog.heading')}
          </Link>
        </li>
        <li className={item} aria-current="page">
          <span className={css({ lineClamp: '1' })}>{title}</span>
        </li>
      </ol>
    </nav>
  )
}
