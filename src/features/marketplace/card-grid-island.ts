import { staticIsland } from '~/ui/static-island'

// Its own module, apart from the facility page's islands: the city page imports it (ADR 0110).
export const CardGridIsland = staticIsland('card-grid', () => import('./card-grid').then((m) => m.CardGrid))
