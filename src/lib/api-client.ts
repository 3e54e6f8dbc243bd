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
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError'
}

export type Transport = (path: string, init: RequestInit) => Promise<Response>

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  lang?: string
  query?: Record<string, string | number | boolean | null | undefined | readonly string[]>
}

export function buildQuery(query: ApiRequest['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)))
    else params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export async function apiRequest<T>(transport: Transport, path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (request.lang) headers['Accept-Language'] = request.lang
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await transport(`${path}${buildQuery(request.query)}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
    credentials: 'same-origin',
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, response.headers.get(REQUEST_ID_HEADER))
  return (text ? JSON.parse(text) : null) as T
}
