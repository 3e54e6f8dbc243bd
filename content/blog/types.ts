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

export type Article = {
  id: string
  slugs: Localized<string>
  title: Localized<string>
  excerpt: Localized<string>
  cover: { src: string; alt: Localized<string>; width: number; height: number }
  date: string
  updatedAt?: string
  tags: Localized<string[]>
  author: { name: string; role: Localized<string>; avatar: string }
  content: Localized<Block[]>
  ogImage?: string
  faq?: Localized<{ question: string; answer: string }[]>
  video?: { name: string; description: string; contentUrl: string; thumbnailUrl: string; uploadDate: string }
  noindex?: boolean
  keywords?: Localized<string[]>
  section?: Localized<string>
}
