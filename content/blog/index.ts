import type { ArticleMeta } from './types'
import { meta as automationForOperators } from './automation-for-operators'
import { meta as selfStorageTrends2026 } from './self-storage-trends-2026'

/**
 * Every article's metadata, newest first. An article is two modules beside this file: `<id>.ts` (metadata) and
 * `<id>.body.ts` (its body, registered in ./bodies).
 */
export const articles: readonly ArticleMeta[] = [selfStorageTrends2026, automationForOperators].sort((a, b) =>
  b.date.localeCompare(a.date),
)
