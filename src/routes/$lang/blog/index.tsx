import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { articles } from '@content/blog'
import { ArticleCard } from '~/features/blog/article-card'
import { BlogEmpty } from '~/features/blog/blog-empty'
import { BlogFilters } from '~/features/blog/blog-filters'
import { BlogHero } from '~/features/blog/blog-hero'
import { allTags, filterArticles, validateBlogSearch } from '~/features/blog/search'
import { useBlogQuery } from '~/features/blog/use-blog-query'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

export const Route = createFileRoute('/$lang/blog/')({
  validateSearch: validateBlogSearch,
  // Built in the loader, not in head(): head() runs in every page's chunk (ADR 0028), and the breadcrumb's JSON-LD
  // would pull the structured-data builders into every first load. Only a client-side navigation runs this loader
  // in the browser, so the builders are fetched then.
  loader: async ({ params }) => ({
    head: (await import('~/features/blog/blog-head')).blogListHead(langOf(params)),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: BlogListPage,
})

function BlogListPage() {
  const t = useT()
  const lang = useLang()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const [query, setQuery] = useBlogQuery(search.q)
  const tags = allTags(articles, lang)
  // A tag carried over from the other language (the switcher keeps the query) simply does not apply.
  const tag = search.tag && tags.includes(search.tag) ? search.tag : undefined
  const list = filterArticles(articles, lang, { q: query, tag })
  const setTag = (next: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, tag: next }), replace: true, resetScroll: false })

  return (
    <>
      <BlogHero>
        <BlogFilters query={query} onQuery={setQuery} tags={tags} tag={tag} onTag={setTag} />
      </BlogHero>
      <Container className={css({ pb: '16' })}>
        <p role="status" className={css({ textStyle: 'small', color: 'fg.muted', mb: '4' })}>
          {t('blog.list.results', { count: list.length, total: articles.length })}
        </p>
        {list.length ? (
          <ul
            className={css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            })}
          >
            {list.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <BlogEmpty
            onReset={() => {
              setQuery('')
              void navigate({ search: {}, replace: true, resetScroll: false })
            }}
          />
        )}
      </Container>
    </>
  )
}
