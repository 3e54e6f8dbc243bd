import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { articles } from '@content/blog'
import { ArticleBody } from '~/features/blog/article-body'
import { ArticleFaq } from '~/features/blog/article-faq'
import { ArticleHeader } from '~/features/blog/article-header'
import { ArticleNotFound } from '~/features/blog/article-not-found'
import { ArticlePager } from '~/features/blog/article-pager'
import { ArticleSidebar } from '~/features/blog/article-sidebar'
import { articleHead } from '~/features/blog/blog-head'
import { ContactBox } from '~/features/blog/contact-box'
import { translate } from '~/i18n'
import { useLang } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

const findArticle = (id: string | undefined) => articles.find((a) => a.id === id)

export const Route = createFileRoute('/$lang/blog/$slug')({
  // Content is imported here, not at the top: loaders and heads stay in the main bundle, components do not.
  loader: async ({ params }) => {
    const { articles: all } = await import('@content/blog')
    const lang = langOf(params)
    const article = all.find((a) => a.slugs[lang] === params.slug)
    if (!article) throw notFound()
    return { id: article.id, head: articleHead(article, lang) }
  },
  head: ({ params, loaderData }) =>
    loaderData?.head ?? {
      meta: [{ title: translate(langOf(params), 'blog.notFound.title') }, { name: 'robots', content: 'noindex' }],
    },
  notFoundComponent: ArticleNotFound,
  component: ArticlePage,
})

function ArticlePage() {
  const { id } = Route.useLoaderData()
  const lang = useLang()
  const article = findArticle(id)
  if (!article) return null
  const faq = article.faq?.[lang]
  return (
    <Container className={css({ pb: '16' })}>
      <div
        className={css({
          display: 'grid',
          gap: { base: '10', lg: '12' },
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        })}
      >
        <article lang={lang} className={css({ minW: '0' })}>
          <ArticleHeader article={article} />
          <ArticleBody blocks={article.content[lang]} />
          {faq?.length ? <ArticleFaq items={faq} /> : null}
          <ContactBox />
          <ArticlePager currentId={article.id} />
        </article>
        <div className={css({ pt: { lg: '20' } })}>
          <ArticleSidebar currentId={article.id} />
        </div>
      </div>
    </Container>
  )
}
