import { ApiError } from './api-client'
import { newRequestId } from '@kernel/request-id'

const IN_MESSAGE = /\[ref:([0-9A-Z]{8})\]/
const assigned = new WeakMap<object, string>()

/**
 * The short code a user can quote for a failure: the edge's request id for API failures (also after hydration,
 * where only the error's message survives), else one made once per error object.
 */
export function errorReference(error: unknown): string {
  if (error instanceof ApiError) return error.requestId
  if (error instanceof Error) {
    const found = IN_MESSAGE.exec(error.message)?.[1]
    if (found) return found
  }
  if (error === null || typeof error !== 'object') return newRequestId()
  let code = assigned.get(error)
  if (!code) {
    code = newRequestId()
    assigned.set(error, code)
  }
  return code
}
