/** The deepest JSON any endpoint takes (the deepest real body, the console's rich content FAQ, is 4 levels). */
export const MAX_JSON_DEPTH = 32

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

/**
 * Whether raw JSON text opens more than `max` arrays and objects inside one another, judged in one pass over the
 * text with no stack (issue 41): brackets inside strings do not count. Malformed text is left to JSON.parse.
 */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (OPENERS.has(code)) {
      if (++depth > max) return true
    } else if (CLOSERS.has(code)) depth--
  }
  return false
}
