import { staticIsland } from '~/ui/static-island'

// An article's header, its end (contact box, pager) and the latest articles beside it never change in the browser
// (ADR 0102): server-rendered, never hydrated, their code fetched only by a client-side navigation's loader.
const parts = () => import('./article-parts')
export const ArticleTopIsland = staticIsland('article-top', () => parts().then((m) => m.ArticleTop))
export const ArticleEndIsland = staticIsland('article-end', () => parts().then((m) => m.ArticleEnd))
export const ArticleAsideIsland = staticIsland('article-aside', () => parts().then((m) => m.ArticleAside))
export const preloadArticleIslands = () =>
  Promise.all([ArticleTopIsland.preload(), ArticleEndIsland.preload(), ArticleAsideIsland.preload()])
