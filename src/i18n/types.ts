/** Same shape as the Polish dictionary, every leaf a string: a missing English key fails type-check. */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> }

/** Dot paths of every leaf, e.g. "shell.nav.home". */
export type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>
}[keyof T & string]
