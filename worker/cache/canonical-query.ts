import type * as v from 'valibot'
import { safeParse } from 'valibot'
import type { Checker } from '~/lib/canonical-query'

/** An API schema's entries as the key normaliser's checkers (src/lib/canonical-query.ts takes no schema library). */
export function checkersOf(entries: Readonly<Record<string, v.GenericSchema>>): Record<string, Checker> {
  return Object.fromEntries(Object.entries(entries).map(([name, schema]) => [name, (raw) => safeParse(schema, raw)]))
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
