import * as v from 'valibot'

/**
 * The cache identity of a query string: only the parameters the handler reads, sorted, each value put in the form
 * the handler's own valibot schema parses it to — so `?page=01&utm=x&q= Gdańsk ` and `?q=Gdańsk&page=1` are one
 * cache entry, and a crawler's random parameters cannot create new ones. The parameter list comes from the schema's
 * entries, so a parameter added to the schema is part of the key without touching this file.
 */
type Parser = (raw: unknown) => unknown

export type QueryRule = {
  /**
   * Parameters parsed by a schema or a parser function that never throws (the pages' own search parsers): the key
   * holds the parsed value, and nothing when it is the default or empty.
   */
  entries?: Readonly<Record<string, v.GenericSchema | Parser>>
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

/** One value of a schema-parsed parameter: its parsed form, null when it means the same as leaving it out. */
function normalised(schema: v.GenericSchema | Parser, raw: string): string | null {
  const parse = (input: unknown) =>
    typeof schema === 'function' ? { success: true as const, output: schema(input) } : v.safeParse(schema, input)
  const parsed = parse(raw)
  // An invalid value is answered with an error (never cached) or dropped by the page: keep it verbatim.
  if (!parsed.success) return raw
  if (isEmpty(parsed.output)) return null
  const fallback = parse(undefined)
  if (fallback.success && !isEmpty(fallback.output) && serialise(fallback.output) === serialise(parsed.output))
    return null
  return serialise(parsed.output)
}

export function canonicalQuery(params: URLSearchParams, rule: QueryRule): string {
  // Most page requests carry no query at all.
  if (params.size === 0) return ''
  // One pass over the runtime's parameter list; the rest works on the copy.
  const all = [...params]
  const counts = new Map<string, number>()
  for (const [key] of all) counts.set(key, (counts.get(key) ?? 0) + 1)
  const kept: [string, string][] = []
  for (const [key, value] of all) {
    const schema = rule.entries && Object.hasOwn(rule.entries, key) ? rule.entries[key] : undefined
    if (!schema && !rule.raw?.includes(key)) continue
    // A repeated parameter is read differently by different parsers (first wins, or an array): keep every value as sent.
    if (!schema || counts.get(key)! > 1) {
      kept.push([key, value])
      continue
    }
    const value2 = normalised(schema, value)
    if (value2 !== null) kept.push([key, value2])
  }
  // Stable sort: repeated parameters keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(kept).toString()
}

const encoder = new TextEncoder()

/**
 * `prefix + rest`, or `prefix + '~' + SHA-256(rest)` when that would be longer than `maxBytes` (KV rejects keys
 * over 512 bytes; a 700-character search must still be cached, not fail every request).
 */
export async function boundedKey(prefix: string, rest: string, maxBytes: number): Promise<string> {
  const key = shortKey(prefix, rest, maxBytes)
  if (key !== null) return key
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(rest)))
  return `${prefix}~${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** `prefix + rest` when it fits in `maxBytes`, else null: the part of boundedKey that needs no hashing. */
export function shortKey(prefix: string, rest: string, maxBytes: number): string | null {
  const key = prefix + rest
  // A UTF-8 character is at most 3 bytes per UTF-16 unit: most keys are known to fit without encoding them.
  return key.length * 3 <= maxBytes || encoder.encode(key).byteLength <= maxBytes ? key : null
}
