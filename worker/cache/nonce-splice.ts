/**
 * Cached HTML keeps the nonce it was rendered with; each response needs its own. The nonce has a fixed length,
 * so swapping it is a byte copy at offsets found once, when the page is stored: no HTML parse per hit.
 */
const encoder = new TextEncoder()

/**
 * How often a nonce character turns up in a page (rank 0 rarest): HTML and CSS are mostly lowercase, so a digit or an
 * upper-case letter is a far rarer place to anchor the search than the nonce's first character.
 */
const rank = (byte: number) => (byte >= 0x61 && byte <= 0x7a ? 2 : byte >= 0x41 && byte <= 0x5a ? 1 : 0)

export function nonceOffsets(html: Uint8Array, nonce: string): number[] {
  const needle = encoder.encode(nonce)
  const offsets: number[] = []
  if (needle.length === 0) return offsets
  // The search jumps (natively) to each place the anchor byte sits at its offset in the needle, then compares.
  let anchor = 0
  for (let i = 1; i < needle.length && rank(needle[anchor]!) > 0; i++)
    if (rank(needle[i]!) < rank(needle[anchor]!)) anchor = i
  let from = 0
  for (;;) {
    const found = html.indexOf(needle[anchor]!, from + anchor)
    const at = found - anchor
    if (found === -1 || at + needle.length > html.length) return offsets
    let match = true
    for (let i = 0; i < needle.length; i++) {
      if (html[at + i] !== needle[i]) {
        match = false
        break
      }
    }
    if (match) {
      offsets.push(at)
      from = at + needle.length
    } else {
      from = at + 1
    }
  }
}

/** A copy of `html` with `nonce` written at every offset; the cached bytes are never mutated. */
export function spliceNonce(html: Uint8Array, offsets: readonly number[], nonce: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(html)
  const bytes = encoder.encode(nonce)
  for (const at of offsets) out.set(bytes, at)
  return out
}
