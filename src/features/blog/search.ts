import { fold } from '@kernel/text'
import type { ArticleMeta } from '@content/blog/types'
import type { Lang } from '@kernel/lang'

export type BlogSearch = { q?: string; tag?: string }

export function validateBlogSearch(input: Record<string, unknown>): BlogSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.slice(0, 100) : undefined)
  return { q: text(input.q), tag: text(input.tag) }
}

/** Every tag of the language, in first-seen order (articles are newest first). */
export function allTags(articles: readonly ArticleMeta[], lang: Lang): string[] {
  return [...new Set(articles.flatMap((a) => a.tags[lang]))]
}

export function filterArticles(articles: readonly ArticleMeta[], lang: Lang, { q, tag }: BlogSearch): ArticleMeta[] {
  const needle = fold(q?.trim() ?? '')
  return articles.filter((a) => {
    if (tag && !a.tags[lang].includes(tag)) return false
    if (!needle) return true
    return [a.title[lang], a.excerpt[lang], ...a.tags[lang]].some((field) => fold(field).includes(needle))
  })
}
