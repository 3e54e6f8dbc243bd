import type { Context } from 'hono'
import * as v from 'valibot'
import { INVALID_CHARACTERS, INVALID_CHARACTERS_ADMIN, findUncleanString } from '../contract/clean-text'
import { ApiFailure } from './errors'

export const MAX_BODY_BYTES = 32 * 1024

function toIssues(issues: v.BaseIssue<unknown>[]) {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))
}

export function parseWith<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', toIssues(result.issues))
  return result.output
}

/** Reads a JSON object body: too large → 413, not JSON / not an object → 400, then the schema. */
export async function readJson<T extends v.GenericSchema>(c: Context, schema: T): Promise<v.InferOutput<T>> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Body too large')
  const text = await c.req.text()
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Body too large')
  let body: unknown = {}
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'Malformed JSON')
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiFailure(400, 'VALIDATION_ERROR', 'Body must be a JSON object')
  const unclean = findUncleanString(body)
  if (unclean !== null) {
    const message = c.req.path.includes('/superadmin/') ? INVALID_CHARACTERS_ADMIN : INVALID_CHARACTERS
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path: unclean, message }])
  }
  return parseWith(schema, body)
}

export function readQuery<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  return parseWith(schema, c.req.query())
}

export function readId(c: Context, name = 'id'): number {
  const id = Number(c.req.param(name))
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiFailure(404, 'NOT_FOUND', 'Not found')
  return id
}
