/**
 * A sliding window, estimated from two fixed ones (ADR 0041): the previous window's count weighs in by the share of
 * it still inside the last `seconds`. A fixed window alone forgot everything at its turn, so a limit of N let 2N
 * through in a burst across it (ten guesses before a quarter hour, ten after), and any count that straddled the turn
 * read as fresh.
 */
export type SlidingWindow = {
  seconds: number
  start: number
  previousStart: number
  previousWeight: number
  /** A pace ("one attempt per 10 s"), not a count: each window stands alone, so a wait never outlasts it. */
  fixed: boolean
}

export function windowAt(seconds: number, nowS = Date.now() / 1000, fixed = false): SlidingWindow {
  const start = Math.floor(nowS) - (Math.floor(nowS) % seconds)
  const previousWeight = fixed ? 0 : 1 - (nowS - start) / seconds
  return { seconds, start, previousStart: start - seconds, previousWeight, fixed }
}

/** The estimated count over the last `seconds`. */
export const estimate = (w: SlidingWindow, previous: number, count: number) => previous * w.previousWeight + count

/**
 * Whole seconds until one more hit fits under `limit`, if nothing else arrives: later in this window as the previous
 * one's share fades, or in the next, where this window's count fades in turn. At least 1.
 */
export function secondsUntilRoom(
  w: SlidingWindow,
  previous: number,
  count: number,
  limit: number,
  nowS = Date.now() / 1000,
): number {
  const { seconds, start } = w
  let at: number
  if (count + 1 <= limit) at = previous > 0 && !w.fixed ? start + seconds * (1 - (limit - count - 1) / previous) : nowS
  else if (w.fixed) at = start + seconds
  else at = start + seconds + (count > 0 ? seconds * Math.max(0, 1 - (limit - 1) / count) : 0)
  return Math.max(1, Math.ceil(at - nowS))
}
