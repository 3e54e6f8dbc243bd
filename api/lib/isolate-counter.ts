/**
 * Fixed-window counts kept in this isolate's memory: the cheap first judgement before any D1 write or hashing slot
 * (ADR 0041). An isolate sees a subset of all requests, so its count is never above the D1 count of the same key
 * and window: refusing on it can only refuse what D1 would refuse too.
 */
const MAX_KEYS = 20_000
const counts = new Map<string, { windowStart: number; count: number }>()

/** Counts one more hit of `key` in the window starting at `windowStart` (seconds) and returns the new count. */
export function countInIsolate(key: string, windowStart: number): number {
  const entry = counts.get(key)
  if (entry && entry.windowStart === windowStart) return ++entry.count
  if (counts.size >= MAX_KEYS) forgetOldWindows(windowStart)
  counts.set(key, { windowStart, count: 1 })
  return 1
}

/** The count so far, without adding to it. */
export function peekIsolateCount(key: string, windowStart: number): number {
  const entry = counts.get(key)
  return entry && entry.windowStart === windowStart ? entry.count : 0
}

export function forgetInIsolate(key: string): void {
  counts.delete(key)
}

/** Memory stays bounded under a flood of new keys; forgetting only ever makes the first judgement more lenient. */
function forgetOldWindows(current: number) {
  for (const [key, entry] of counts) if (entry.windowStart !== current) counts.delete(key)
  if (counts.size >= MAX_KEYS) counts.clear()
}
