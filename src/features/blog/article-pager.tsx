import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { articles } from '@content/blog'
import type { ArticleMeta } from '@content/blog/types'
import { useLang, useT } from '~/i18n/use-lang'
import { ArrowLeftIcon, ArrowRightIcon } from '~/ui/icons'

const linkBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'border.default',
  textDecoration: 'none',
  _hover: { borderColor: 'brand.600' },
  flex: '1',
  minW: '0',
})
const label = css({ display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'small', color: 'fg.muted' })

/** Articles are newest first: "previous" is the older neighbour, "next" the newer one. */
export function ArticlePager({ currentId }: { currentId: string }) {
  const lang = useLang()
  const t = useT()
  const index = articles.findIndex((a) => a.id === currentId)
  const older: ArticleMeta | undefined = articles[index + 1]
  const newer: ArticleMeta | undefined = index > 0 ? articles[index - 1] : undefined
  return (
    <nav aria-label={t('blog.article.postNav')} className={css({ mt: '12', maxW: 'prose' })}>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '4' })}>
        {older ? (
          <Link to="/$lang/blog/$slug" params={{ lang, slug: older.slugs[lang] }} rel="prev" className={linkBox}>
            <span className={label}>
              <ArrowLeftIcon size={16} />
              {t('blog.article.previous')}
            </span>
            <span className={css({ fontWeight: '600', color: 'fg.strong' })}>{older.title[lang]}</span>
          </Link>
        ) : null}
        {newer ? (
          <Link
            to="/$lang/blog/$slug"
            params={{ lang, slug: newer.slugs[lang] }}
            rel="next"
            className={`${linkBox} ${css({ textAlign: 'right', alignItems: 'flex-end' })}`}
          >
            <span className={label}>
              {t('blog.article.next')}
              <ArrowRightIcon size={16} />
            </span>
            <span className={css({ fontWeight: '600', color: 'fg.strong' })}>{newer.title[lang]}</span>
          </Link>
        ) : null}
      </div>
      <Link
        to="/$lang/blog"
        params={{ lang }}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          mt: '6',
          color: 'fg.brand',
          fontWeight: '600',
        })}
      >
        <ArrowLeftIcon size={16} />
        {t('blog.article.backToBlog')}
      </Link>
    </nav>
  )
}
