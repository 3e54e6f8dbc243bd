import { type Translate, translator } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { faqPage } from '~/lib/structured-data'

/** Spec §2: data migration, multi-site, pricing, own integrations. */
const IDS = ['migration', 'multisite', 'pricing', 'integrations'] as const

export function whyFaq(t: Translate) {
  return IDS.map((id) => ({ question: t(`operator.why.faq.${id}.q`), answer: t(`operator.why.faq.${id}.a`) }))
}

export const whyFaqJsonLd = (lang: Lang) => faqPage(whyFaq(translator(lang)))
