import type { ArticleBody } from './types'

/** One lazy module per article body: a page loads only its own article. */
const BODIES: Record<string, () => Promise<{ body: ArticleBody }>> = {
  'self-storage-trends-2026': () => import('./self-storage-trends-2026.body'),
  'automation-for-operators': () => import('./automation-for-operators.body'),
}

export async function loadBody(id: string): Promise<ArticleBody | undefined> {
  const load = BODIES[id]
  return load ? (await load()).body : undefined
}
