import * as v from 'valibot'

/**
 * The one Unicode policy for text anyone types (issues 30 and 41): what is refused, what is normalised, which fields
 * may hold line breaks. Every JSON body passes `findUncleanString` before its schema (api/lib/validate.ts); the
 * schemas and the browser's forms use `cleanLine`/`cleanLines` and `nfkc` from here, so both refuse the same text.
 */

/** Message key (public forms translate it) for text holding characters no form field may store. */
export const INVALID_CHARACTERS = 'invalidCharacters'
/**
 * The console's words for it (spec §5's Polish; the console shows it by its key, ADMIN_MESSAGES). Written here, not
 * taken from ADMIN_MESSAGES: the public forms' chunk holds this file and must not carry the console's list.
 */
export const INVALID_CHARACTERS_ADMIN = 'Usuń niedozwolone znaki (np. znaki sterujące)'

/**
 * C0 and C1 controls and DEL: invisible, and CR/LF split e-mail headers (issue 14). Tab and line breaks are
 * allowed only where a field's schema says it is multi-line.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const CONTROL_EXCEPT_TAB_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/**
 * Characters that change how text reads or compares without showing (issues 30 and 41): every format character
 * (Cf: zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates including U+061C, the soft
 * hyphen, tag characters, the byte-order mark) and every default-ignorable code point (U+034F, the Hangul fillers
 * U+115F, U+1160, U+3164, U+FFA0, variation selectors), plus the line and paragraph separators (they split a mail
 * subject the way CR/LF do) and the blank Braille pattern U+2800, which renders as a space but is a letter to
 * every "is it blank" check. `Z30` and `Z\u115f30` looked like one unit code.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/u
/**
 * The same characters where emoji need them, taken out before the test above: a zero-width joiner between two
 * pictographs (👩‍💻), and a text/emoji variation selector after a pictograph or before a keycap (❤️, 1️⃣).
 */
const EMOJI_GLUE =
  /(?<=\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]?)\u200d(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})[\ufe0e\ufe0f]|[\ufe0e\ufe0f](?=\u20e3)/gu
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu')
/** Half of a surrogate pair on its own: not text in any encoding (UTF-8 turns it into U+FFFD at best). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The policy's refusal: no control (bar tab and line breaks in multi-line text), no invisible character. */
export function isCleanText(text: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_EXCEPT_TAB_NEWLINE : CONTROL).test(text) &&
    !INVISIBLE.test(text.replace(EMOJI_GLUE, '')) &&
    !LONE_SURROGATE.test(text)
  )
}

/**
 * The policy's normalisation, for names, e-mail addresses, unit codes and notes: NFKC, so full-width `Ｚ３０`,
 * ligatures and other compatibility forms are stored (and compared) as the letters they show.
 */
export const nfkc = () => v.transform<string, string>((text) => text.normalize('NFKC'))

/**
 * Letters of other scripts that read as a Latin letter (after lower-casing), from Unicode's confusables for the
 * scripts a unit code could be typed in by mistake or on purpose: Cyrillic `А1` and Greek `Α1` are the Latin `A1`
 * on a sign and in a renter's mail (issue 41). The capital decides where lower case differs (Greek `Ν` is `n`, so
 * `ν` is too): codes already compare without case. Cyrillic `З` reads as the digit 3. Within the Latin script
 * nothing changes: `O1` and `01`, `I1` and `l1` stay two codes, as an operator may mean them.
 */
const LATIN_LOOK_ALIKES: readonly (readonly [string, string])[] = [
  // Cyrillic, letter by letter: а в е ё з к м н о р с т у х ѕ і ї ј ԁ ԛ ԝ һ ү ӏ
  ['авеёзкмнорстухѕіїјԁԛԝһүӏ', 'abee3kmhopctyxsiijdqwhyl'],
  // Greek: α β ε ζ η ι κ μ ν ο ρ τ υ χ ϲ ϳ
  ['αβεζηικμνορτυχϲϳ', 'abezhikmnoptyxcj'],
  // Armenian օ ս հ, and the Latin letters without a dot or in a script form that NFKC leaves alone: ı ȷ ɡ
  ['օսհıȷɡ', 'ouhijg'],
]
/** Made on first use: the browser's forms import this file, and the panel's code check runs only on the server. */
let lookAlike: { pattern: RegExp; latin: Map<string, string> } | undefined
function lookAlikes() {
  if (!lookAlike) {
    const latin = new Map(LATIN_LOOK_ALIKES.flatMap(([from, to]) => [...from].map((c, i) => [c, to[i]!] as const)))
    lookAlike = { pattern: new RegExp(`[${[...latin.keys()].join('')}]`, 'gu'), latin }
  }
  return lookAlike
}

/**
 * How two codes compare (unit codes within a facility): NFKC, without the characters the policy refuses, in lower
 * case, with other scripts' look-alikes read as the Latin letter they show. A code stored before the policy may
 * still hold refused characters (`Z\u115f30`): a new `Z30` is its duplicate; so is `Ζ30` (Greek) of `Z30`.
 */
export function comparableCode(code: string): string {
  const { pattern, latin } = lookAlikes()
  return sameScriptCode(code).replace(pattern, (letter) => latin.get(letter)!)
}

/** comparableCode without the look-alikes: tells a taken code from one that only looks like it (the panel's words). */
export const sameScriptCode = (code: string) => code.normalize('NFKC').replace(INVISIBLE_ALL, '').toLowerCase()

/** The checks that make a field multi-line: found in a body's schema by `findUncleanString`. */
const MULTILINE_CHECKS = new WeakSet<object>()

/** For the shared schemas, so a form says so before sending. */
export const cleanLine = (message: string = INVALID_CHARACTERS) =>
  v.check<string, string>((text) => isCleanText(text), message)
/** A multi-line field (descriptions, messages, notes): line breaks and tabs are content there. */
export const cleanLines = (message: string = INVALID_CHARACTERS) => {
  const check = v.check<string, string>((text) => isCleanText(text, true), message)
  MULTILINE_CHECKS.add(check)
  return check
}

/** The parts of a valibot schema this file reads (duck-typed: a body's schema is known only as a Standard Schema). */
type SchemaLike = {
  kind?: unknown
  type?: unknown
  wrapped?: unknown
  pipe?: readonly unknown[]
  options?: readonly unknown[]
  entries?: Record<string, unknown>
  item?: unknown
  value?: unknown
  rest?: unknown
}
const isSchemaLike = (x: unknown): x is SchemaLike => typeof x === 'object' && x !== null

/** The schemas and everything they stand for: wrapped schemas (optional, nullable), a pipe's schemas, a union's options. */
function expand(schemas: readonly unknown[]): SchemaLike[] {
  const out: SchemaLike[] = []
  const seen = new Set<object>()
  const todo = [...schemas]
  while (todo.length > 0) {
    const schema = todo.pop()
    if (!isSchemaLike(schema) || seen.has(schema)) continue
    seen.add(schema)
    out.push(schema)
    if (schema.wrapped) todo.push(schema.wrapped)
    for (const item of schema.pipe ?? []) if (isSchemaLike(item) && item.kind === 'schema') todo.push(item)
    for (const option of schema.options ?? []) todo.push(option)
  }
  return out
}

const isMultiline = (schemas: readonly unknown[]) =>
  expand(schemas).some((schema) => schema.pipe?.some((item) => isSchemaLike(item) && MULTILINE_CHECKS.has(item)))

/** The schemas a value's child under `key` is judged by: an object's entry, a record's value, an array's item. */
function childSchemas(schemas: readonly unknown[], key: string, inArray: boolean): unknown[] {
  const out: unknown[] = []
  for (const schema of expand(schemas)) {
    if (inArray) {
      if (schema.type === 'array' && schema.item) out.push(schema.item)
    } else if (schema.entries && Object.hasOwn(schema.entries, key)) out.push(schema.entries[key])
    else if (schema.type === 'record' && schema.value) out.push(schema.value)
    else if (schema.rest) out.push(schema.rest)
  }
  return out
}

type Visit = { value: unknown; schemas: readonly unknown[]; key: string; parent: Visit | null }

const pathOf = (visit: Visit): string => {
  const keys: string[] = []
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}

/**
 * Every string anywhere in a JSON body, by dot path: the first one holding characters the policy refuses, or null.
 * Runs before the schemas, so no field of any endpoint stores such text, whatever its own schema says. A string may
 * hold line breaks only where `schema` marks its field multi-line (`cleanLines`), not by the field's name (issue 41:
 * `description.pl` was judged by `pl`). Iterative, with each path built only for the answer: a deep body costs no
 * stack and no copies (issue 41: depth 8,000 overflowed the stack).
 */
export function findUncleanString(value: unknown, schema?: unknown): string | null {
  const stack: Visit[] = [{ value, schemas: schema === undefined ? [] : [schema], key: '', parent: null }]
  while (stack.length > 0) {
    const visit = stack.pop()!
    const current = visit.value
    if (typeof current === 'string') {
      if (!isCleanText(current, isMultiline(visit.schemas))) return pathOf(visit)
      continue
    }
    if (current === null || typeof current !== 'object') continue
    const inArray = Array.isArray(current)
    const entries: [string, unknown][] = inArray
      ? current.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(current)
    // Pushed last to first: the first offending field in the body's order is the one named.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!
      stack.push({ value: item, schemas: childSchemas(visit.schemas, key, inArray), key, parent: visit })
    }
  }
  return null
}
