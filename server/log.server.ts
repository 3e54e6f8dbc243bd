import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Structured logs (issue 16): one JSON object per line, so Workers Logs can filter by field. Every line written
 * while a request is being handled — the edge, the embedded API, SSR, work left to `waitUntil` — carries that
 * request's id (the `x-request-id` and the error pages' reference code) and route, without passing them around.
 */
export type RequestLogContext = { requestId: string; method: string; path: string; route?: string }

const current = new AsyncLocalStorage<RequestLogContext>()

export function withRequestLog<T>(context: RequestLogContext, run: () => T): T {
  return current.run(context, run)
}

/** The running request's log context, for fields only known later (the matched route). */
export const requestLogContext = (): RequestLogContext | undefined => current.getStore()

type Level = 'info' | 'warn' | 'error'

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const context = current.getStore()
  const line = JSON.stringify({ level, event, ...context, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** Errors as fields: message always, the error's name when it says more than "Error". */
export function errorFields(error: unknown): Record<string, string> {
  if (error instanceof Error)
    return error.name && error.name !== 'Error'
      ? { error: error.name, message: error.message }
      : { message: error.message }
  return { message: String(error) }
}
