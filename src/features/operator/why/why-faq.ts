import type { Translate } from '~/i18n'

/** Spec §2: data migration, multi-site, pricing, own integrations. */
const IDS = ['migration', 'multisite', 'pricing', 'integrations'] as const

export function whyFaq(t: Translate) {
  return IDS.map((id) => ({ question: t(`whyPage.faq.${id}.q`), answer: t(`whyPage.faq.${id}.a`) }))
}
