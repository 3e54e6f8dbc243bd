import { sValidator } from '@hono/standard-validator'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Context } from 'hono'
import * as v from 'valibot'
import { INVALID_CHARACTERS, INVALID_CHARACTERS_ADMIN, findUncleanString } from '../contract/clean-text'
import type { ApiErrorBody } from '../contract/common'
import { ApiFailure, notFound } from './errors'

import { JSON_BODY_MAX_BYTES as MAX_BODY_BYTES } from '../contract/body-limits'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth'

/** `a.b.0` like valibot's getDotPath, for any Standard Schema issue; '' when a key is not a string or number. */
function dotPath(issue: StandardSchemaV1.Issue): string {
  const keys = (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment))
  return keys.every((key) => typeof key === 'string' || typeof key === 'number') ? keys.join('.') : ''
}

const toIssues = (issues: readonly StandardSchemaV1.Issue[]): ApiErrorBody['issues'] =>
  issues.map((issue) => ({ path: dotPath(issue), message: issue.message }))
const invalid = (issues: readonly StandardSchemaV1.Issue[]) =>
  new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', toIssues(issues))

/** Every validator's hook: a failed schema becomes the API's usual 400 `{ code, message, issues }` (app.onError). */
const hook = (result: { success: boolean; error?: readonly StandardSchemaV1.Issue[] }) => {
  if (!result.success) throw invalid(result.error ?? [])
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * What the API checked before any schema, kept exactly: too large → 413, not JSON / not an object → 400, unclean
 * characters → 400 naming the field (multi-line where `schema` says so). Hono caches the text, so the validator
 * after it reads the same body.
 */
async function guardJsonBody(c: Context, schema: unknown): Promise<void> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Body too large')
  const text = await c.req.text()
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES)
    throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Body too large')
  let body: unknown = {}
  if (text.trim()) {
    // Hono's validator reads a body only under a JSON media type: any other would be validated as `{}`.
    if (!JSON_TYPE.test((c.req.header('content-type') ?? '').split(';')[0]!.trim()))
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'Body must be JSON')
    // Before JSON.parse and every walk over the parsed value (issue 41: depth 8,000 overflowed the stack, 500).
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH))
      throw new ApiFailure(400, 'INVALID_BODY', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'Malformed JSON')
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Body must be a JSON object')
  const unclean = findUncleanString(body, schema)
  if (unclean !== null) {
    const message = c.req.path.includes('/superadmin/') ? INVALID_CHARACTERS_ADMIN : INVALID_CHARACTERS
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path: unclean, message }])
  }
  // The validator reads the cached text again: an empty body must read as the `{}` it always meant. (The cache holds
  // promises at run time; its declared type says string, hence assign.)
  if (!text.trim()) Object.assign(c.req.bodyCache, { text: Promise.resolve('{}') })
}

/**
 * JSON body validator (ADR 0021): the route's request type for the typed client, `c.req.valid('json')` in the
 * handler, and the same 400/413 answers as before.
 */
export function jsonBody<S extends StandardSchemaV1>(schema: S) {
  const validate = sValidator('json', schema, hook)
  // Same types as the validator (they describe its input and output); the guard only runs first.
  return (async (c, next) => {
    await guardJsonBody(c, schema)
    return validate(c, next)
  }) as typeof validate
}

/** Repeated keys (`?q=a&q=b`) count once, by their first value, as `c.req.query()` reads them. */
function firstValues(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item[0] : item]))
}

/** Query-string validator: typed `query` for the client, `c.req.valid('query')` in the handler. */
export function queryOf<S extends StandardSchemaV1>(schema: S) {
  const standard = schema['~standard']
  const firstOnly: StandardSchemaV1<StandardSchemaV1.InferInput<S>, StandardSchemaV1.InferOutput<S>> = {
    '~standard': {
      version: 1,
      vendor: standard.vendor,
      validate: (value) => standard.validate(firstValues(value)),
      types: standard.types,
    },
  }
  return sValidator('query', firstOnly, hook)
}

/** Path-segment validator: a segment the schema rejects is a plain 404, before the body is looked at. */
export const paramOf = <S extends StandardSchemaV1>(schema: S) =>
  sValidator('param', schema, (result) => {
    if (!result.success) throw notFound()
  })

/** Numeric `:id` segment → `c.req.valid('param').id` as a number (ids are not input worth a validation error). */
export const idParam = paramOf(
  v.object({
    id: v.pipe(
      v.string(),
      v.transform(Number),
      v.check((id) => Number.isSafeInteger(id) && id >= 1),
    ),
  }),
)
