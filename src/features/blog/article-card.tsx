import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { card, chip } from 'styled-system/recipes'
import type { ArticleMeta } from '@content/blog/types'
import { useLang, useT } from '~/i18n/use-lang'
import { formatCalendarDate } from '~/lib/datetime'

const MAX_TAGS = 3

export function ArticleCard({ article }: { article: ArticleMeta }) {
  const lang = useLang()
  const t = useT()
  return (
    <article
      className={`${card({ interactive: true })} ${css({ display: 'flex', flexDirection: 'column', position: 'relative', h: 'full' })}`}
    >
      <img
        src={article.cover.src}
        alt=""
        width={article.cover.width}
        height={article.cover.height}
        loading="lazy"
        decoding="async"
        className={css({ w: 'full', h: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', bg: 'bg.muted' })}
      />
      <div
        className={css({ p: { base: '4', md: '5' }, display: 'flex', flexDirection: 'column', gap: '3', flex: '1' })}
      >
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} aria-label={t('blog.article.tags')}>
          {article.tags[lang].slice(0, MAX_TAGS).map((tag) => (
            <li key={tag} className={chip({ tone: 'brand' })}>
              {tag}
            </li>
          ))}
        </ul>
        <h2 className={css({ textStyle: 'h3' })}>
          {/* The stretched link makes the whole card clickable with one accessible name: the title. */}
          <Link
            to="/$lang/blog/$slug"
            params={{ lang, slug: article.slugs[lang] }}
            className={css({
              textDecoration: 'none',
              _hover: { color: 'fg.brand' },
              _after: { content: '""', position: 'absolute', inset: '0' },
            })}
          >
            {article.title[lang]}
          </Link>
        </h2>
        <p className={css({ color: 'fg.muted', lineClamp: '2' })}>{article.excerpt[lang]}</p>
        <p
          className={css({
            mt: 'auto',
            textStyle: 'small',
            color: 'fg.muted',
            display: 'flex',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          <time dateTime={article.date}>{formatCalendarDate(lang, article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('blog.readingTime', { minutes: article.minutes[lang] })}</span>
        </p>
      </div>
    </article>
  )
}
