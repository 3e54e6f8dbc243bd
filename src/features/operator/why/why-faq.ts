import { type Translate, translator } from '~/i18n'
import type { Lang } from '@kernel/lang'

/** Spec §2: data migration, multi-site, pricing, own integrations. */
const IDS = ['migration', 'multisite', 'pricing', 'integrations'] as const

export function whyFaq(t: Translate) {
  return IDS.map((id) => ({ question: t(`operator.why.faq.${id}.q`), answer: t(`operator.why.faq.${id}.a`) }))
}

export function whyFaqJsonLd(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: whyFaq(translator(lang)).map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
