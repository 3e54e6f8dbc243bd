import type { Lang } from '@kernel/lang'
import { loadPart } from '~/i18n'
import { staticIsland } from '~/ui/static-island'

// The software page's parts that never change in the browser (ADR 0102): server-rendered, never hydrated, their code
// fetched only by a client-side navigation's loader. So are the words only they speak (`softwarePage`, ADR 0110): a
// first load never renders them in the browser.
export const TrustedByIsland = staticIsland('software-trusted', () =>
  import('./trusted-by').then((m) => m.TrustedBy),
)
export const ProofIsland = staticIsland('software-proof', () => import('./proof').then((m) => m.SoftwareProof))
const WORDS = { pl: () => import('~/i18n/pl/software-page'), en: () => import('~/i18n/en/software-page') }
export const preloadSoftwareIslands = (lang: Lang) =>
  Promise.all([TrustedByIsland.preload(), ProofIsland.preload(), loadPart(lang, 'softwarePage', WORDS[lang])])
