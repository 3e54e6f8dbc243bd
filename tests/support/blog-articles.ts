import { articles } from '@content/blog'
import { body as automationForOperators } from '@content/blog/automation-for-operators.body'
import { body as selfStorageTrends2026 } from '@content/blog/self-storage-trends-2026.body'
import type { Article, ArticleBody } from '@content/blog/types'

const BODIES: Record<string, ArticleBody> = {
  'automation-for-operators': automationForOperators,
  'self-storage-trends-2026': selfStorageTrends2026,
}

/**
 * Metadata and body of every article, newest first, for the tests that check the content and what pages and feeds
 * show of it. Product code never needs them all at once: pages use `articles` and `loadBody`, so no page bundles
 * every body.
 */
export const fullArticles: readonly Article[] = articles.map((meta) => {
  const body = BODIES[meta.id]
  if (!body) throw new Error(`blog article ${meta.id} has no body module`)
  return { ...meta, ...body }
})
