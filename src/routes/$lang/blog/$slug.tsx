import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { articles } from '../../../../content/blog'
import { langOf } from '~/lib/page-head'
import { pageHead } from '~/lib/seo'
import { useLang } from '~/i18n/use-lang'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/blog/$slug')({
  loader: ({ params }) => {
    const lang = langOf(params)
    const article = articles.find((a) => a.slugs[lang] === params.slug)
    if (!article) throw notFound()
    return { id: article.id }
  },
  head: ({ params, loaderData }) => {
    const lang = langOf(params)
    const article = articles.find((a) => a.id === loaderData?.id)
    if (!article) return {}
    return pageHead({ page: 'blog', lang, title: article.title[lang], description: article.excerpt[lang], slugs: article.slugs, type: 'article' })
  },
  notFoundComponent: ArticleNotFound,
  component: ArticlePage,
})

function ArticlePage() {
  const { id } = Route.useLoaderData()
  const lang = useLang()
  const article = articles.find((a) => a.id === id)
  if (!article) return null
  return (
    <Container>
      <PageHeading title={article.title[lang]} lead={article.excerpt[lang]} />
    </Container>
  )
}

function ArticleNotFound() {
  const lang = useLang()
  return (
    <Container className={css({ py: '20', textAlign: 'center' })}>
      <h1 className={css({ textStyle: 'h1' })}>{lang === 'pl' ? 'Artykuł nie został znaleziony' : 'Article not found'}</h1>
      <Link to="/$lang/blog" params={{ lang }} className={css({ display: 'inline-block', mt: '6', color: 'fg.brand', fontWeight: '600' })}>
        {lang === 'pl' ? 'Wróć do bloga' : 'Back to blog'}
      </Link>
    </Container>
  )
}
