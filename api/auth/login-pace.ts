/**
 * The pace of sign-in answers under a flood (ADR 0057).
 * - A refused attempt (429) is answered after a pause that costs no CPU: a flood of N clients that each wait for
 *   their answer gets N tries a second instead of as many as the isolate can refuse, and the cached pages the same
 *   isolate serves stop queueing behind the refusals. Workers bill CPU time, not the wall time of a pause. A person
 *   who hits a limit waits a second longer for a message that asks them to wait minutes.
 * - A sign-in's wait for a slot and its hashing share a budget inside the edge's upstream timeout for sign-ins
 *   (10 s, worker/lib/upstream.ts): one not done by then is given up and answered 429, never left to become the
 *   edge's 504. Generous, so the owner still gets in on a starved host; a flood cannot use it to pile up hashes
 *   (one unknown network per account, one slot per network, a bounded line).
 */
export const REFUSAL_PAUSE_MS = 1000
export const LOGIN_BUDGET_MS = 8000
/** Pause plus budget stay under the edge's upstream timeout for sign-ins (10 s). */
const ANSWER_BY_MS = 9000

/** Resolves after `ms`, or at once when the caller has gone. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** The refusal's pause for an attempt that started at `startedAt` (ms): shorter when little time is left. */
export const refusalPause = (startedAt: number, now = Date.now()) =>
  Math.max(0, Math.min(REFUSAL_PAUSE_MS, ANSWER_BY_MS - (now - startedAt)))

/** Aborts when the caller goes or the attempt's hashing budget is spent. */
export const loginDeadline = (startedAt: number, caller: AbortSignal) =>
  AbortSignal.any([caller, AbortSignal.timeout(Math.max(1, LOGIN_BUDGET_MS - (Date.now() - startedAt)))])
