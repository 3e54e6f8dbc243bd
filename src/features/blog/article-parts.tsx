import { articles } from '@content/blog'
import { ArticleHeader } from './article-header'
import { ArticlePager } from './article-pager'
import { ArticleSidebar } from './article-sidebar'
import { ContactBox } from './contact-box'

// An article page's parts around its body, each a static island (islands.ts): they name the article by its id, so
// the article list (titles, excerpts, slugs of every article) is code only these parts and the loader fetch.

export function ArticleTop({ id }: { id: string }) {
  const article = articles.find((a) => a.id === id)
  return article ? <ArticleHeader article={article} /> : null
}

export function ArticleEnd({ id }: { id: string }) {
  return (
    <>
      <ContactBox />
      <ArticlePager currentId={id} />
    </>
  )
}

export function ArticleAside({ id }: { id: string }) {
  return <ArticleSidebar currentId={id} />
}
