/**
 * Cached HTML keeps the nonce it was rendered with; each response needs its own. The nonce has a fixed length,
 * so swapping it is a byte copy at offsets found once, when the page is stored: no HTML parse per hit.
 */
const encoder = new TextEncoder()

export function nonceOffsets(html: Uint8Array, nonce: string): number[] {
  const needle = encoder.encode(nonce)
  const offsets: number[] = []
  if (needle.length === 0) return offsets
  let from = 0
  for (;;) {
    const at = html.indexOf(needle[0]!, from)
    if (at === -1 || at + needle.length > html.length) return offsets
    let match = true
    for (let i = 1; i < needle.length; i++) {
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
