const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u]
const LETTER = /\p{L}/u

/** The scripts a run of text writes its letters in; a letter of none of the four counts as its own ("other"). */
function scriptsOf(text: string): Set<number> {
  const found = new Set<number>()
  for (const char of text) {
    if (!LETTER.test(char)) continue
    const index = SCRIPTS.findIndex((script) => script.test(char))
    found.add(index)
  }
  return found
}

/**
 * Issue 39: a Cyrillic `а` in `gmаil.com` or in `mаllory` looks like the Latin one and reaches another mailbox
 * (or none), so it was a fresh allowance. A real address writes each part of its domain, and its name, in one
 * script: `пример.рф` and `jan@пример.com` pass, `gmаil.com` does not.
 */
export function isMixedScriptEmail(address: string): boolean {
  const at = address.lastIndexOf('@')
  const parts = [address.slice(0, at), ...address.slice(at + 1).split('.')]
  return parts.some((part) => scriptsOf(part).size > 1)
}
