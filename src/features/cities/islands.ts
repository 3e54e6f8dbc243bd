import { staticIsland } from '~/ui/static-island'

// The city page's parts that never change in the browser (ADR 0102): server-rendered, never hydrated, their code
// fetched only by a client-side navigation's loader.
export const PriceIndexIsland = staticIsland('city-prices', () => import('./price-index').then((m) => m.PriceIndex))
export const CityNotesIsland = staticIsland('city-notes', () => import('./city-notes').then((m) => m.CityNotes))
