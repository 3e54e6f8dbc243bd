/**
 * Every route's stylesheet as a selection of the whole sheet's declarations (ADR 0108), so the Worker carries the
 * whole sheet's text once and each route's choice as a bit set, instead of a near-copy per route. A rule is its wrapping
 * at-rules (an index into `wrappers`), its selector and its declarations; a rule whose selector is empty is one piece
 * of text kept or dropped whole (`@keyframes`, a layer statement). A route's sheet keeps the order of the whole one,
 * so its cascade is the whole sheet's, less what the route never draws.
 */
export interface SheetLeaves {
  wrappers: string[][]
  rules: [wrapper: number, selector: string, declarations: string[]][]
}

/** One bit per declaration, in the order of `rules`, as base64. */
export function assembleSheet(leaves: SheetLeaves, bits: string): string {
  const set = Uint8Array.from(atob(bits), (char) => char.charCodeAt(0))
  const kept = (leaf: number) => ((set[leaf >> 3] ?? 0) >> (leaf & 7)) & 1
  let out = ''
  let open: string[] = []
  let leaf = 0
  for (const [wrapper, selector, declarations] of leaves.rules) {
    const chosen = declarations.filter((_, i) => kept(leaf + i))
    leaf += declarations.length
    if (!chosen.length) continue
    const path = leaves.wrappers[wrapper]!
    let common = 0
    while (common < open.length && common < path.length && open[common] === path[common]) common++
    out += '}'.repeat(open.length - common)
    for (const header of path.slice(common)) out += `${header}{`
    open = path
    out += selector ? `${selector}{${chosen.join(';')}}` : chosen.join('')
  }
  return out + '}'.repeat(open.length)
}

/** The bit set of the chosen declarations' numbers, as `assembleSheet` reads it. */
export function encodeChoice(chosen: Iterable<number>, count: number): string {
  const set = new Uint8Array(Math.ceil(count / 8))
  for (const leaf of chosen) set[leaf >> 3]! |= 1 << (leaf & 7)
  return btoa(String.fromCharCode(...set))
}
