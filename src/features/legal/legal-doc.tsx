import type { Lang } from '@kernel/lang'
import { prepareStaticHtml, StaticHtml } from '~/ui/static-html'
import type { LegalDoc } from '@content/legal/types'

/** Each document in each language is its own module: a page loads one, and only on a client navigation. */
const DOCS: Record<'privacy' | 'terms', Record<Lang, () => Promise<LegalDoc>>> = {
  privacy: {
    pl: () => import('@content/legal/privacy.pl').then((m) => m.privacyPl),
    en: () => import('@content/legal/privacy.en').then((m) => m.privacyEn),
  },
  terms: {
    pl: () => import('@content/legal/terms.pl').then((m) => m.termsPl),
    en: () => import('@content/legal/terms.en').then((m) => m.termsEn),
  },
}

type Name = keyof typeof DOCS
const key = (name: Name, lang: Lang) => `legal:${name}:${lang}`

/** For the page's loader: renders the document's HTML once (ADR 0031). */
export function prepareLegalDocument(name: Name, lang: Lang): Promise<void> {
  return prepareStaticHtml(key(name, lang), async () => {
    const [{ legalHtml }, doc] = await Promise.all([import('./legal-html'), DOCS[name][lang]()])
    return legalHtml(doc, lang)
  })
}

/** Numbered legal text with a table of contents, as a static island: React never re-renders it. */
export function LegalDocument({ name, lang }: { name: Name; lang: Lang }) {
  return <StaticHtml htmlKey={key(name, lang)} />
}
