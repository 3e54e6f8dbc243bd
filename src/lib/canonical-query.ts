/**
 * The cache identity of a query string: only the parameters the handler reads, sorted, each value put in the form
 * the handler's own schema or parser reads it as — so `?page=01&utm=x&q= Gdańsk ` and `?q=Gdańsk&page=1` are one
 * cache entry, and a crawler's random parameters cannot create new ones. The parameter list comes from the schema's
 * entries, so a parameter added to the schema is part of the key without touching this file.
 * No schema library here (ADR 0022): the pages' sign-in link builds its `next` with this in the browser too
 * (src/lib/page-query.ts); the edge hands the API's valibot schemas in as checkers (worker/cache/canonical-query.ts).
 */
/** A page's own search parser: never refuses, drops what it cannot read. */
export type Parser = (raw: unknown) => unknown
/** A schema's judgement (valibot's `safeParse` has this shape): a value outside it is refused. */
export type Checker = (raw: unknown) => { success: true; output: unknown } | { success: false }

export type QueryRule = {
  /** Parameters read by a parser that never refuses: the key holds the parsed value, nothing for a default or empty. */
  entries?: Readonly<Record<string, Parser>>
  /** Parameters judged by a schema: the parsed value likewise, and a refused value makes the whole query null. */
  checked?: Readonly<Record<string, Checker>>
  /** Parameters read as they are (no schema to normalise with). */
  raw?: readonly string[]
}

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

function serialise(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(serialise).join(',')
  return JSON.stringify(value)
}

const INVALID = Symbol('invalid')

/**
 * One value of a parsed parameter: its parsed form, null when it means the same as leaving it out, INVALID when the
 * schema refuses it.
 */
function normalised(parse: Checker, raw: string): string | null | typeof INVALID {
  const parsed = parse(raw)
  if (!parsed.success) return INVALID
  if (isEmpty(parsed.output)) return null
  const fallback = parse(undefined)
  if (fallback.success && !isEmpty(fallback.output) && serialise(fallback.output) === serialise(parsed.output))
    return null
  return serialise(parsed.output)
}

/**
 * The canonical query, or null when a value is outside its schema (issue 30): such a request is answered with an
 * error, so it must neither read nor fill a cache — a value that never reaches a key cannot fill caches with junk.
 */
export function canonicalQuery(params: URLSearchParams, rule: QueryRule): string | null {
  // Most page requests carry no query at all.
  if (params.size === 0) return ''
  // One pass over the runtime's parameter list; the rest works on the copy.
  const all = [...params]
  const counts = new Map<string, number>()
  for (const [key] of all) counts.set(key, (counts.get(key) ?? 0) + 1)
  const kept: [string, string][] = []
  for (const [key, value] of all) {
    const parser = rule.entries && Object.hasOwn(rule.entries, key) ? rule.entries[key] : undefined
    const checker = rule.checked && Object.hasOwn(rule.checked, key) ? rule.checked[key] : undefined
    if (!parser && !checker) {
      if (rule.raw?.includes(key)) kept.push([key, value])
      continue
    }
    // A repeated parameter is read differently by different validators (first wins, or an array): keep every
    // value as sent. The pages' parsers never refuse, so their values are put in parsed form one by one.
    if (counts.get(key)! > 1 && checker) {
      kept.push([key, value])
      continue
    }
    const parsed = normalised(checker ?? ((input) => ({ success: true, output: parser!(input) })), value)
    if (parsed === INVALID) return null
    if (parsed !== null || counts.get(key)! > 1) kept.push([key, parsed ?? ''])
  }
  // Stable sort: repeated parameters keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(kept).toString()
}
