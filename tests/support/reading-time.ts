import type { ArticleBody, Block } from '@content/blog/types'
import type { Lang } from '@kernel/lang'

const WORDS_PER_MINUTE = 200

function blockText(block: Block): string {
  switch (block.type) {
    case 'ul':
    case 'ol':
      return block.items.join(' ')
    case 'img':
      return block.caption ?? ''
    case 'code':
      return block.code
    default:
      return block.text
  }
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Words of the article body in one language (title and excerpt excluded: they are read on the card too). */
export function articleWords(article: Pick<ArticleBody, 'content'>, lang: Lang): number {
  return article.content[lang].reduce((sum, block) => sum + countWords(blockText(block)), 0)
}

/**
 * Reading time in whole minutes at ≈200 words per minute, never less than 1. Counted from the body, which pages
 * do not load: the result is stored in each article's metadata (`minutes`) and checked against this by a test.
 */
export function readingMinutes(article: Pick<ArticleBody, 'content'>, lang: Lang): number {
  return Math.max(1, Math.round(articleWords(article, lang) / WORDS_PER_MINUTE))
}
