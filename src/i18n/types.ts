/**
 * A count's text per CLDR plural category of the language (Intl.PluralRules): Polish needs one/few/many, English
 * one/other. `other` is required as the fallback (fractions in Polish, everything but 1 in English).
 */
export type PluralForms = { one: string; other: string; few?: string; many?: string; two?: string; zero?: string }

/** Same shape as the Polish dictionary, every leaf a string or plural forms: a missing English key fails type-check. */
export type MessagesOf<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends PluralForms ? PluralForms : MessagesOf<T[K]>
}

/** Dot paths of every plain string, e.g. "shell.nav.home". */
export type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends PluralForms
      ? never
      : LeafPaths<T[K], `${P}${K}.`>
}[keyof T & string]

/** Dot paths of every count text, e.g. "marketplace.card.reviews". */
export type PluralPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends PluralForms
      ? `${P}${K}`
      : PluralPaths<T[K], `${P}${K}.`>
}[keyof T & string]
