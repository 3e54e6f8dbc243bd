/**
 * The message after "Reserve": the unit's sentence where the renter has written nothing, or in place of the sentence
 * an earlier "Reserve" added; otherwise the renter's text stays as written and the sentence goes under it.
 */
export function mergePrefill(typed: string, sentence: string, previous: string): string {
  if (typed.trim() === '') return sentence
  if (previous && typed.includes(previous)) return typed.replace(previous, sentence)
  if (typed.includes(sentence)) return typed
  return `${typed.trimEnd()}\n\n${sentence}`
}
