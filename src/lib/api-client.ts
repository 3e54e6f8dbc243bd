import type { ClientResponse } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import { REQUEST_ID_HEADER } from '@kernel/names'
import { isRequestId, newRequestId } from '@kernel/request-id'

/**
 * One API client for the browser and the server (spec §7). In the browser it calls the edge at `/api/*`; on the
 * server the same edge proxy is invoked in-process (see api-transport), so there is one upstream path, not two.
 */
export class ApiError extends Error {
  readonly status: number
  readonly statusText: string
  readonly body: string
  readonly code: string | undefined
  /** The edge's request id for this call (logged there with the detail); made here when none came back. */
  readonly requestId: string

  constructor(status: number, statusText: string, body: string, requestId?: string | null) {
    const reference = isRequestId(requestId) ? requestId : newRequestId()
    // Issue 13 (over spec §8's "status, status text and body"): the message is all that SSR serializes into the
    // page, so it carries the reference code and never the upstream's status line or body.
    super(`API request failed [ref:${reference}]`)
    this.name = 'ApiError'
    this.status = status
    this.statusText = statusText
    this.body = body
    this.code = readCode(body)
    this.requestId = reference
  }
}

function readCode(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code
  } catch {
    // Not JSON: no code.
  }
  return undefined
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string })?.name === 'AbortError'
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>

/** Per call: the query's abort signal and the page language (the edge cache and the API read Accept-Language). */
export type CallOptions = { signal?: AbortSignal; lang?: string }

/** The typed client's second argument for one call (`client.x.$get(args, callOptions(o))`). */
export const callOptions = ({
  signal,
  lang,
}: CallOptions = {}): { headers: Record<string, string>; init: RequestInit } => ({
  headers: lang ? { 'Accept-Language': lang } : {},
  init: { signal },
})

type QueryValue = string | number | boolean | null | undefined | readonly string[]

/** Empty, null and undefined values are left out, so a URL (and its edge cache key) carries only real filters. */
export function searchParams(query: Record<string, QueryValue | QueryValue[]>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)))
    else params.set(key, String(value))
  }
  return params
}

/** What a successful call of a typed-client endpoint answers: the JSON its route returns with a 2xx status. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never

/**
 * A typed-client call's body. Not 2xx → ApiError with the status, body and request id, as every caller expects;
 * 2xx → the JSON, typed by the route (the type flows from the API's handler, not from a hand-written annotation).
 */
export async function read<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<OkBody<R>> {
  const response = await call
  const text = await response.text()
  if (!response.ok)
    throw new ApiError(response.status, response.statusText, text, response.headers.get(REQUEST_ID_HEADER))
  // The one place a response body gets its type: the route's declared output.
  return (text ? JSON.parse(text) : null) as OkBody<R>
}
