import type { RegisterUnavailable } from './port'

/** A register's answer must arrive within this; the panel's check asks two rounds, inside the edge's 10 s. */
export const REGISTER_TIMEOUT_MS = 3500

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>

/** A register's whole answer, read within the bound. */
export type Reply = { status: number; text: string; contentType: string }
export type Exchange = { reply: Reply } | { unavailable: RegisterUnavailable }

const unavailable = (reason: RegisterUnavailable['reason'], httpStatus: number | null): Exchange => ({
  unavailable: { unavailable: true, reason, httpStatus },
})

/**
 * One HTTP exchange with a register, body included, bounded: a register that hangs (before or while answering)
 * costs at most REGISTER_TIMEOUT_MS and reads as a timeout; a 429 or a 5xx reads as unavailable with its status;
 * anything else is the adapter's to read.
 */
export async function exchange(fetcher: Fetcher, url: string, init: RequestInit = {}): Promise<Exchange> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REGISTER_TIMEOUT_MS)
  try {
    const response = await fetcher(url, { ...init, signal: controller.signal })
    if (response.status === 429 || response.status >= 500) {
      // A register under load is not asked for more than it already gave: the body is left unread.
      response.body?.cancel().catch(() => {})
      return unavailable(response.status === 429 ? 'rate_limited' : 'error', response.status)
    }
    const text = await response.text()
    return { reply: { status: response.status, text, contentType: response.headers.get('content-type') ?? '' } }
  } catch {
    return unavailable(controller.signal.aborted ? 'timeout' : 'error', null)
  } finally {
    clearTimeout(timer)
  }
}

/** An answer we cannot read is no answer. */
export const unreadable = (status: number | null): RegisterUnavailable => ({
  unavailable: true,
  reason: 'error',
  httpStatus: status,
})

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
