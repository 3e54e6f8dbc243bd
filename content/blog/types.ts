import type { Lang } from '@kernel/lang'

/** Body blocks an article may use (spec: h2, h3, p, ul, ol, quote, img, code). */
export type Block =
  | { type: 'h2'; text: string; id?: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'img'; src: string; alt: string; width: number; height: number; caption?: string }
  | { type: 'code'; code: string; language?: string }

export type Localized<T> = Record<Lang, T>

/**
 * What every blog listing needs (cards, sidebar, pager, sitemap page, feeds, heads): small, so it can travel in
 * the first load of any page. The body is a separate module per article (`ArticleBody`, `./bodies`), loaded only
 * by that article's page.
 */
export type ArticleMeta = {
  id: string
  slugs: Localized<string>
  title: Localized<string>
  excerpt: Localized<string>
  cover: { src: string; alt: Localized<string>; width: number; height: number }
  date: string
  updatedAt?: string
  tags: Localized<string[]>
  author: { name: string; role: Localized<string>; avatar: string }
  ogImage?: string
  video?: { name: string; description: string; contentUrl: string; thumbnailUrl: string; uploadDate: string }
  noindex?: boolean
  keywords?: Localized<string[]>
  section?: Localized<string>
  /** Reading time in whole minutes, stored because listings have no body to count; a unit test recounts it. */
  minutes: Localized<number>
}

export type FaqItem = { question: string; answer: string }

export type ArticleBody = {
  content: Localized<Block[]>
  faq?: Localized<FaqItem[]>
}

export type Article = ArticleMeta & ArticleBody
