import type { Translate } from '~/i18n'

/** Spec §2: data migration, multi-site, pricing, own integrations. */
const IDS = ['migration', 'multisite', 'pricing', 'integrations'] as const

export function whyFaq(t: Translate) {
  return IDS.map((id) => ({ question: t(`operatorPages.why.faq.${id}.q`), answer: t(`operatorPages.why.faq.${id}.a`) }))
}
