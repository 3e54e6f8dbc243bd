import type { Article } from './types'

/** Every article, newest first. Articles are added as modules beside this file. */
export const articles: readonly Article[] = []
