import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody, ApiErrorDetails, ErrorCode } from '../contract/common'

/** Thrown anywhere in a handler; app.onError turns it into `{ code, message, issues? }`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiErrorBody['issues'],
    readonly headers?: Record<string, string>,
    /** Fields the body carries beside the code, for a caller to act on (UNIT_HELD's reservationCode, PRICE_CHANGED's price). */
    readonly details?: ApiErrorDetails,
  ) {
    super(message)
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND', message = 'Not found') => new ApiFailure(404, code, message)

export function errorResponse(c: Context, failure: ApiFailure) {
  const body: ApiErrorBody = {
    code: failure.code,
    message: failure.message,
    ...failure.details,
    ...(failure.issues ? { issues: failure.issues } : {}),
  }
  for (const [key, value] of Object.entries(failure.headers ?? {})) c.header(key, value)
  return c.json(body, failure.status)
}
