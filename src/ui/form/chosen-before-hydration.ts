/**
 * What the visitor chose in a server-drawn select before its code came (ADR 0117), or undefined: its chosen option is
 * not the one the server marked (`selected`, which the option's `defaultSelected` reads). Without a marked option
 * nothing can be told, and nothing is: a value none of the options has (a radius typed into the address) leaves the
 * browser on the first option, which nobody chose, and a select React drew in the browser marks none.
 */
export function chosenBeforeHydration(select: HTMLSelectElement | null): string | undefined {
  const drawn = select ? [...select.options].findIndex((option) => option.defaultSelected) : -1
  return drawn < 0 || select!.selectedIndex === drawn ? undefined : select!.value
}
