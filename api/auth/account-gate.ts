/**
 * One account's sign-in attempts from networks it has never signed in from, in flight in this isolate (ADR 0057).
 * A flood that rotates networks (a new IPv6 /64 every request) defeats every per-network rule, and before the
 * account's slowdown starts it put ~30 hashes in line at once: the cached pages of the isolate waited behind them
 * and the owner's own sign-in timed out. One such attempt per account at a time is far above any person's pace;
 * the account's own networks never pass through here. Leases expire, like hash slots, in case a `finally` never runs.
 */
export const UNKNOWN_NETWORKS_PER_ACCOUNT = 1
const LEASE_MS = 10_000
const MAX_ACCOUNTS = 10_000

type Lease = { since: number }
const leases = new Map<string, Lease[]>()

/** A release function when this attempt may go on, or null when the account already has enough in flight. */
export function enterAccount(email: string): (() => void) | null {
  const now = Date.now()
  const live = (leases.get(email) ?? []).filter((lease) => now - lease.since < LEASE_MS)
  if (live.length >= UNKNOWN_NETWORKS_PER_ACCOUNT) {
    leases.set(email, live)
    return null
  }
  if (leases.size >= MAX_ACCOUNTS) leases.clear()
  const lease: Lease = { since: now }
  leases.set(email, [...live, lease])
  return () => {
    const rest = (leases.get(email) ?? []).filter((other) => other !== lease)
    if (rest.length) leases.set(email, rest)
    else leases.delete(email)
  }
}
