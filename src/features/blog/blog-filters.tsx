import { css } from 'styled-system/css'
import { button, chip, input } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { SearchIcon } from '~/ui/icons'

type Props = {
  query: string
  onQuery: (q: string) => void
  tags: readonly string[]
  tag: string | undefined
  onTag: (tag: string | undefined) => void
}

export function BlogFilters({ query, onQuery, tags, tag, onTag }: Props) {
  const t = useT()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mb: '4' })}>
      <form
        role="search"
        onSubmit={(e) => e.preventDefault()}
        className={css({ display: 'flex', gap: '2', maxW: 'xl' })}
      >
        <label htmlFor="blog-search" className={css({ srOnly: true })}>
          {t('blog.list.searchLabel')}
        </label>
        <div className={css({ position: 'relative', flex: '1' })}>
          <SearchIcon
            aria-hidden="true"
            className={css({
              position: 'absolute',
              left: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'fg.muted',
              pointerEvents: 'none',
            })}
          />
          <input
            id="blog-search"
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={t('blog.list.searchPlaceholder')}
            autoComplete="off"
            className={`${input()} ${css({ pl: '10' })}`}
          />
        </div>
        {/* Clearing sends focus back to the emptied field; the button is never disabled under the focus (ADR 0014). */}
        <button
          type="button"
          className={button({ variant: 'outline' })}
          aria-disabled={!query}
          onClick={() => {
            if (!query) return
            onQuery('')
            document.getElementById('blog-search')?.focus()
          }}
        >
          {t('blog.list.clear')}
        </button>
      </form>
      <div
        role="group"
        aria-label={t('blog.list.tagsLabel')}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
      >
        <button
          type="button"
          className={chip({ selectable: true })}
          aria-pressed={!tag}
          onClick={() => onTag(undefined)}
        >
          {t('blog.list.all')}
        </button>
        {tags.map((name) => (
          <button
            key={name}
            type="button"
            className={chip({ selectable: true })}
            aria-pressed={tag === name}
            onClick={() => onTag(tag === name ? undefined : name)}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  )
}
