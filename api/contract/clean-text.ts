import * as v from 'valibot'

/** Message key (public forms translate it) for text holding characters no form field may store. */
export const INVALID_CHARACTERS = 'invalidCharacters'
/** The console is Polish-only and shows API messages as they are. */
export const INVALID_CHARACTERS_ADMIN = 'Usuń niedozwolone znaki (np. znaki sterujące)'

/**
 * C0 and C1 controls and DEL: invisible, and CR/LF split e-mail headers (issue 14). Tab and line breaks are
 * allowed only where a field is multi-line.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_EXCEPT_TAB_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/**
 * Invisible characters that change how text reads or compares without showing (issue 30): zero-width spaces and
 * joiners, the word joiner and invisible operators, the byte-order mark, and the bidirectional marks, embeddings,
 * overrides and isolates, which reorder what a name or a note displays. `tenant@example.test` with a zero-width
 * space looked identical in the panel.
 */
const INVISIBLE = /[\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/
/** Half of a surrogate pair on its own: not text in any encoding (UTF-8 turns it into U+FFFD at best). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isCleanText(text: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_EXCEPT_TAB_NEWLINE : CONTROL).test(text) &&
    !INVISIBLE.test(text) &&
    !LONE_SURROGATE.test(text)
  )
}

/** Fields whose value is prose typed into a textarea (or rich HTML): line breaks and tabs are content there. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'description',
  'lead',
  'bodyHtml',
  'storageInfoHtml',
  'tipsHtml',
  'answer',
  'note',
])

/** For the shared schemas, so a form says so before sending. */
export const cleanLine = (message: string = INVALID_CHARACTERS) =>
  v.check<string, string>((text) => isCleanText(text), message)
export const cleanLines = (message: string = INVALID_CHARACTERS) =>
  v.check<string, string>((text) => isCleanText(text, true), message)

/**
 * Every string anywhere in a JSON body, by dot path: the first one holding forbidden characters, or null. Runs
 * before the schemas, so no field of any endpoint stores such text, whatever its own schema says.
 */
export function findUncleanString(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return isCleanText(value, MULTILINE_FIELDS.has(path.at(-1) ?? '')) ? null : path.join('.')
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUncleanString(item, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUncleanString(item, [...path, key])
      if (found !== null) return found
    }
  }
  return null
}
