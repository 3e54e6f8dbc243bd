import { css } from 'styled-system/css'
import { chip } from 'styled-system/recipes'
import type { ArticleMeta } from '@content/blog/types'
import { useLang, useT } from '~/i18n/use-lang'
import { ArticleBreadcrumb } from './article-breadcrumb'
import { formatCalendarDate } from '~/lib/datetime'

export function ArticleHeader({ article }: { article: ArticleMeta }) {
  const lang = useLang()
  const t = useT()
  return (
    <header className={css({ pb: '8' })}>
      <ArticleBreadcrumb title={article.title[lang]} />
      <ul
        aria-label={t('blog.article.tags')}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: { base: '4', md: '6' }, mb: '4' })}
      >
        {article.tags[lang].map((tag) => (
          <li key={tag} className={chip({ tone: 'brand' })}>
            {tag}
          </li>
        ))}
      </ul>
      <h1 className={css({ textStyle: 'h1', maxW: '24ch' })}>{article.title[lang]}</h1>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '4', maxW: 'prose' })}>{article.excerpt[lang]}</p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mt: '6', flexWrap: 'wrap' })}>
        <img
          src={article.author.avatar}
          alt=""
          width={48}
          height={48}
          className={css({ w: '12', h: '12', borderRadius: 'full', bg: 'bg.muted' })}
        />
        <div className={css({ textStyle: 'small' })}>
          <p className={css({ fontWeight: '600', color: 'fg.strong' })}>
            <span className={css({ srOnly: true })}>{t('blog.article.by')}: </span>
            {article.author.name}
          </p>
          <p className={css({ color: 'fg.muted' })}>{article.author.role[lang]}</p>
        </div>
        <p
          className={css({
            textStyle: 'small',
            color: 'fg.muted',
            ml: { md: 'auto' },
            display: 'flex',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          <span>
            <span className={css({ srOnly: true })}>{t('blog.article.published')}: </span>
            <time dateTime={article.date}>{formatCalendarDate(lang, article.date)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('blog.readingTime', { minutes: article.minutes[lang] })}</span>
        </p>
      </div>
      <img
        src={article.cover.src}
        alt={article.cover.alt[lang]}
        width={article.cover.width}
        height={article.cover.height}
        fetchPriority="high"
        className={css({ w: 'full', h: 'auto', mt: '8', borderRadius: 'lg', bg: 'bg.muted' })}
      />
    </header>
  )
}
