import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { loadBody } from '@content/blog/bodies'
import { ArticleNotFound } from '~/features/blog/article-not-found'
import { onCodeCopyClick } from '~/features/blog/copy-code'
import { ArticleAsideIsland, ArticleEndIsland, ArticleTopIsland, preloadArticleIslands } from '~/features/blog/islands'
import { translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'
import { prepareStaticHtml, StaticHtml } from '~/ui/static-html'

const bodyKey = (id: string, lang: string) => `blog:${id}:${lang}`

export const Route = createFileRoute('/$lang/blog/$slug')({
  // Only this article's body module is loaded, and its HTML goes to the page as a static island (ADR 0031): the
  // loader data carries the id and the head, never the body. Everything else on the page is static islands too
  // (ADR 0102), so the article list is imported here, where only the server and a client-side navigation run it.
  loader: async ({ params }) => {
    const lang = langOf(params)
    const { articles } = await import('@content/blog')
    const article = articles.find((a) => a.slugs[lang] === params.slug)
    // The head's builders come beside the body: only a client-side navigation runs this loader in the browser.
    const [body, heads] = await Promise.all([
      article && loadBody(article.id),
      import('~/features/blog/blog-head'),
      preloadArticleIslands(),
    ])
    if (!article || !body) throw notFound()
    await prepareStaticHtml(bodyKey(article.id, lang), async () =>
      (await import('~/features/blog/body-html')).articleBodyHtml(body, lang),
    )
    return { id: article.id, head: heads.articleHead(article, lang, body.faq?.[lang]) }
  },
  head: ({ params, loaderData }) =>
    loaderData?.head ?? {
      meta: [{ title: translate(langOf(params), 'blog.notFound.title') }, { name: 'robots', content: 'noindex' }],
    },
  notFoundComponent: ArticleNotFound,
  component: ArticlePage,
})

// The article's tail (the contact box, the pager) is laid out and painted only near the viewport (ADR 0104); the clip
// margin keeps focus rings drawn past its edges.
const articleColumn = css({
  minW: '0',
  // The tail comes inside a static island's wrapper (`display: contents`, ADR 0102) or on its own.
  '& > aside, & > nav, & > [data-island] > aside, & > [data-island] > nav': {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { base: 'auto 260px', sm: 'auto 200px' },
    overflowClipMargin: '12px',
  },
})

function ArticlePage() {
  const { id } = Route.useLoaderData()
  const lang = useLang()
  const t = useT()
  return (
    <Container className={css({ pb: '16' })}>
      <div
        className={css({
          display: 'grid',
          gap: { base: '10', lg: '12' },
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        })}
      >
        <article lang={lang} className={articleColumn}>
          <ArticleTopIsland id={id} />
          <StaticHtml htmlKey={bodyKey(id, lang)} onClick={(event) => onCodeCopyClick(event, t)} />
          <ArticleEndIsland id={id} />
        </article>
        <div className={css({ pt: { lg: '20' } })}>
          <ArticleAsideIsland id={id} />
        </div>
      </div>
    </Container>
  )
}
