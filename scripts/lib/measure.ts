/** Bounded loopback load: `total` requests, `concurrency` at a time; returns latency percentiles in ms. */
export type Stats = { requests: number; errors: number; p50: number; p95: number; p99: number; rps: number }

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

/** The median of the finite values (the mean of the middle two when their number is even); NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A GET of a URL, or a URL with the request's method, headers and body (a form POST). */
export type Target = string | [url: string, init: RequestInit]

export async function measure(
  makeUrl: (i: number) => Target,
  { total = 300, concurrency = 10, headers = {} as Record<string, string> } = {},
): Promise<Stats> {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      const i = next++
      const t0 = performance.now()
      try {
        const target = makeUrl(i)
        const [url, init] = typeof target === 'string' ? [target, {}] : target
        const response = await fetch(url, {
          ...init,
          headers: { ...headers, ...(init.headers as Record<string, string>) },
        })
        await response.arrayBuffer()
        if (!response.ok) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    requests: total,
    errors,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rps: Math.round(total / elapsed),
  }
}

export function markdownTable(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {})
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${keys.map((k) => row[k]).join(' | ')} |`),
  ].join('\n')
}
