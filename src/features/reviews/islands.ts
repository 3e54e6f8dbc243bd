import { loadMessages } from '~/i18n'
import { staticIsland } from '~/ui/static-island'

// A facility's reviews never change in the browser (ADR 0102): server-rendered, never hydrated, their code and their
// words (`reviews`, which nothing else on the facility page speaks) fetched only by a client-side navigation's loader.
export const FacilityReviewsIsland = staticIsland(
  'facility-reviews',
  () => import('./facility-reviews').then((m) => m.FacilityReviewsSection),
  (lang) => loadMessages(lang, ['reviews']),
)
