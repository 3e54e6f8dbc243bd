/**
 * CPU time of a process group from Linux /proc (NaN elsewhere). CPU time per request moves far less with the
 * machine's load than requests per second do: the server's own work, not its share of the cores.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** CPU ms used so far by each process of the group, with its command name. */
export function groupProcessCpuMs(pgid: number): { pid: number; name: string; ms: number }[] {
  const out: { pid: number; name: string; ms: number }[] = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue
    }
    // Fields after the command name (which may hold spaces): state, ppid, pgrp, …, utime (14th), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) !== pgid) continue
    // USER_HZ is 100 on every Linux this runs on.
    out.push({
      pid: Number(pid),
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ms: (Number(fields[11]) + Number(fields[12])) * 10,
    })
  }
  return out
}

/** CPU ms used so far by every process of a group (the server's Node process and its workerd). */
export function groupCpuMs(pgid: number | undefined): number {
  if (pgid === undefined || process.platform !== 'linux') return Number.NaN
  return groupProcessCpuMs(pgid).reduce((sum, process) => sum + process.ms, 0)
}

/** CPU ms used so far by a group, summed by command name (`workerd`, `node` for the server's own process). */
export function groupCpuByName(pgid: number | undefined): Record<string, number> {
  if (pgid === undefined || process.platform !== 'linux') return {}
  const out: Record<string, number> = {}
  for (const { name, ms } of groupProcessCpuMs(pgid)) out[name] = (out[name] ?? 0) + ms
  return out
}

/**
 * Where a run's CPU went, per request, by process: "workerd 24.1, node 0.2". The Node process is the local server's
 * (scripts/serve-worker.ts, Miniflare's loopback), which a deployed Worker does not pay (ADRs 0076, 0113).
 */
export function cpuSplit(before: Record<string, number>, after: Record<string, number>, requests: number) {
  return Object.entries(after)
    .map(([name, ms]) => [name, (ms - (before[name] ?? 0)) / Math.max(1, requests)] as const)
    .filter(([, ms]) => ms >= 0.05)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${name} ${Math.round(ms * 10) / 10}`)
    .join(', ')
}
