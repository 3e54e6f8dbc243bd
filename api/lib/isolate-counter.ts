import type { SlidingWindow } from './sliding-window'

/**
 * Sliding-window counts kept in this isolate's memory: the cheap first judgement before any D1 write or hashing slot
 * (ADR 0041). An isolate sees a subset of all requests, so refusing on its count only refuses what it saw happen.
 */
const MAX_KEYS = 20_000
type Entry = { windowStart: number; count: number; previous: number }
const counts = new Map<string, Entry>()

/** This isolate's previous and current counts of `key` in `w`, the current one rolled over when its window ended. */
function entryIn(key: string, w: SlidingWindow): Entry {
  const entry = counts.get(key)
  if (entry?.windowStart === w.start) return entry
  const previous = entry?.windowStart === w.previousStart ? entry.count : 0
  return { windowStart: w.start, count: 0, previous }
}

/** Counts one more hit of `key` and returns its previous and current window's counts, this hit included. */
export function countInIsolate(key: string, w: SlidingWindow): { previous: number; count: number } {
  const entry = entryIn(key, w)
  entry.count++
  if (!counts.has(key) && counts.size >= MAX_KEYS) forgetOldWindows(w.start)
  counts.set(key, entry)
  return { previous: entry.previous, count: entry.count }
}

/** The previous and current window's counts so far, without adding to them. */
export function peekIsolateCount(key: string, w: SlidingWindow): { previous: number; count: number } {
  const { previous, count } = entryIn(key, w)
  return { previous, count }
}

export function forgetInIsolate(key: string): void {
  counts.delete(key)
}

/** Memory stays bounded under a flood of new keys; forgetting only ever makes the first judgement more lenient. */
function forgetOldWindows(current: number) {
  for (const [key, entry] of counts) if (entry.windowStart !== current) counts.delete(key)
  if (counts.size >= MAX_KEYS) counts.clear()
}
