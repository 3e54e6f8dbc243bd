import { articles } from './index'
import { body as automationForOperators } from './automation-for-operators.body'
import { body as selfStorageTrends2026 } from './self-storage-trends-2026.body'
import type { Article, ArticleBody } from './types'

const BODIES: Record<string, ArticleBody> = {
  'automation-for-operators': automationForOperators,
  'self-storage-trends-2026': selfStorageTrends2026,
}

/**
 * Metadata and body of every article, newest first, for server-side code and tests only (feeds with full text,
 * content checks). Pages use `articles` and `loadBody`, so no page bundles every body.
 */
export const fullArticles: readonly Article[] = articles.map((meta) => {
  const body = BODIES[meta.id]
  if (!body) throw new Error(`blog article ${meta.id} has no body module`)
  return { ...meta, ...body }
})
