/**
 * The isolate's password-hashing slots, shared fairly (ADR 0041). Beyond a few, more concurrent hashes only make
 * each slower and starve every other request of CPU (30 parallel logins pushed list latency from 15 ms to 4.5 s).
 * - One slot per source (network): a flood from one network runs one hash at a time and queues at most one more;
 *   the rest are refused at once, before any work.
 * - A caller whose slot is not free waits briefly in line instead of an instant 429: first come, first served,
 *   except that `priority` callers (an account's own, known network) go to the front.
 * - A slot is a lease, not only a try/finally: when the edge gives up on a request (its upstream timeout), workerd
 *   may never resume that request's pending work, so a `finally` can fail to run. Slots are freed on abort and
 *   expire after a bound no real hash comes near (~150 ms each).
 */
export const MAX_CONCURRENT_HASHES = 4
export const HASH_LEASE_MS = 10_000
/** Longer than a few hashes; well inside the edge's 4.5 s upstream timeout. */
export const MAX_WAIT_MS = 2_000
/** Beyond this many callers in line, new non-priority ones are refused at once. */
export const MAX_WAITING = 24

type Lease = { source: string; since: number }
type Waiter = { source: string; priority: boolean; grant: (lease: symbol) => void }

const leases = new Map<symbol, Lease>()
const line: Waiter[] = []

export type SlotOptions = { source: string; priority?: boolean; signal?: AbortSignal; maxWaitMs?: number }

/** Runs `work` in a hashing slot once one is free for this source, or returns null when it may not wait for one. */
export async function withHashSlot<T>(work: () => Promise<T>, options: SlotOptions): Promise<{ value: T } | null> {
  expireLeases()
  const lease = canStart(options.source) ? take(options.source) : await waitInLine(options)
  if (!lease) return null
  const release = () => {
    if (leases.delete(lease)) dispatch()
  }
  options.signal?.addEventListener('abort', release, { once: true })
  try {
    return { value: await work() }
  } finally {
    release()
    options.signal?.removeEventListener('abort', release)
  }
}

const sourceRuns = (source: string) => [...leases.values()].some((lease) => lease.source === source)
const canStart = (source: string) => leases.size < MAX_CONCURRENT_HASHES && !sourceRuns(source) && !line.length

function take(source: string): symbol {
  const lease = Symbol('hash')
  leases.set(lease, { source, since: Date.now() })
  return lease
}

function expireLeases() {
  const now = Date.now()
  let freed = false
  for (const [lease, { since }] of leases)
    if (now - since > HASH_LEASE_MS) {
      leases.delete(lease)
      freed = true
    }
  if (freed) dispatch()
}

function waitInLine({ source, priority = false, signal, maxWaitMs = MAX_WAIT_MS }: SlotOptions) {
  if (signal?.aborted || line.some((waiter) => waiter.source === source)) return null
  if (!priority && line.length >= MAX_WAITING) return null
  return new Promise<symbol | null>((resolve) => {
    const leave = () => {
      const index = line.indexOf(waiter)
      if (index >= 0) line.splice(index, 1)
      clearTimeout(timer)
      signal?.removeEventListener('abort', giveUp)
    }
    const giveUp = () => {
      leave()
      resolve(null)
    }
    const waiter: Waiter = {
      source,
      priority,
      grant: (lease) => {
        leave()
        resolve(lease)
      },
    }
    const timer = setTimeout(giveUp, maxWaitMs)
    signal?.addEventListener('abort', giveUp, { once: true })
    // Priority callers go behind earlier priority callers, ahead of everyone else.
    const at = priority ? line.findIndex((other) => !other.priority) : -1
    line.splice(at < 0 ? line.length : at, 0, waiter)
    dispatch()
  })
}

/** Hands free slots to the first callers in line whose source is not already hashing. */
function dispatch() {
  for (let i = 0; i < line.length && leases.size < MAX_CONCURRENT_HASHES; ) {
    const waiter = line[i]!
    if (sourceRuns(waiter.source)) {
      i++
      continue
    }
    waiter.grant(take(waiter.source))
  }
}

/** For tests: how many callers are waiting. */
export const waitingCount = () => line.length
