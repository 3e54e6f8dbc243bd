import type { Article } from './types'
import { article as automationForOperators } from './automation-for-operators'
import { article as selfStorageTrends2026 } from './self-storage-trends-2026'

/** Every article, newest first. Articles are added as modules beside this file. */
export const articles: readonly Article[] = [selfStorageTrends2026, automationForOperators].sort((a, b) =>
  b.date.localeCompare(a.date),
)
