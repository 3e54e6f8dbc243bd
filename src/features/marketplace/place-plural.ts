import type { Lang } from '~/i18n/langs'

type Forms = { one: string; few: string; many: string; other: string }
const rules = new Map<Lang, Intl.PluralRules>()

/** The dictionary form for `count` in the page's language (Polish one/few/many/other; English one/other). */
export function pluralForm(lang: Lang, count: number): keyof Forms {
  let rule = rules.get(lang)
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)))
  return rule.select(count) as keyof Forms
}
