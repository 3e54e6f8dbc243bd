import type { Lang } from '@kernel/lang'
import { onDemandWords } from '~/i18n/on-demand'
import { staticIsland } from '~/ui/static-island'

// The software page's parts that never change in the browser (ADR 0102): server-rendered, never hydrated, their code
// fetched only by a client-side navigation's loader. So are the words only they speak (`softwarePage`, ADR 0110): a
// first load never renders them in the browser.
const wordsIn = onDemandWords({
  pl: () => import('~/i18n/pl/software-page'),
  en: () => import('~/i18n/en/software-page'),
})
export const TrustedByIsland = staticIsland(
  'software-trusted',
  () => import('./trusted-by').then((m) => m.TrustedBy),
  wordsIn,
)
export const ProofIsland = staticIsland('software-proof', () => import('./proof').then((m) => m.SoftwareProof), wordsIn)
export const preloadSoftwareIslands = (lang: Lang) =>
  Promise.all([TrustedByIsland.prepare(lang), ProofIsland.prepare(lang)])
