/**
 * Issue 41's nested-body measurement for `npm run test:abuse`: every public JSON endpoint sent `{"a":[[[…]]]}` at
 * depth 8,000 (16 KB, under the 32 KB cap), beside an ordinary invalid body to the same endpoint. Sequential
 * requests, each from a network of its own (the form limits count per network and would answer 429 instead), so
 * the server's CPU per request (its process group, ADR 0030) is exact.
 */
import { groupCpuMs } from './proc-cpu.ts'

const round = (n: number) => Math.round(n * 10) / 10
const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`

const ENDPOINTS = [
  '/api/forms/facilities/lockerbox-warszawa/inquiries',
  '/api/forms/facilities/lockerbox-warszawa/reservations',
  '/api/forms/demo-request',
  '/api/forms/trial-start',
  '/api/newsletter/subscribe',
  '/api/alerts',
  '/api/auth/login',
  '/api/reservations/ABCD-EFGH/cancel',
]

export type BodyRow = {
  endpoint: string
  body: string
  requests: number
  answers: string
  'server CPU ms/request': number
  'ms/request (wall)': number
}

export async function nestedBodies(base: string, pgid: number | undefined, requests = 40): Promise<BodyRow[]> {
  const rows: BodyRow[] = []
  let address = 0
  for (const endpoint of ENDPOINTS)
    for (const [label, body] of [
      ['ordinary invalid ({})', '{}'],
      ['nested, depth 8,000', nested(8000)],
    ] as const) {
      const call = async () => {
        address++
        const response = await fetch(`${base}${endpoint}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: base,
            'cf-connecting-ip': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
          },
          body,
        })
        const code = ((await response.json().catch(() => ({}))) as { code?: string }).code ?? '—'
        return `${response.status} ${code}`
      }
      await call()
      const answers = new Map<string, number>()
      const cpuBefore = groupCpuMs(pgid)
      const t0 = performance.now()
      for (let i = 0; i < requests; i++) {
        const answer = await call()
        answers.set(answer, (answers.get(answer) ?? 0) + 1)
      }
      rows.push({
        endpoint,
        body: label,
        requests,
        answers: [...answers].map(([answer, count]) => `${count}× ${answer}`).join(', '),
        'server CPU ms/request': round((groupCpuMs(pgid) - cpuBefore) / requests),
        'ms/request (wall)': round((performance.now() - t0) / requests),
      })
    }
  return rows
}

/** How far above an ordinary invalid body a nested one may cost and still count as cheap (a shared machine's noise). */
const PARITY = 1.5

/** Issue 41's "nested bodies answered 400 fast": every nested body 400 INVALID_BODY, at an ordinary body's cost. */
export function nestedVerdict(rows: BodyRow[]) {
  const nestedRows = rows.filter((row) => row.body.startsWith('nested'))
  const all400 = nestedRows.every((row) => row.answers === `${row.requests}× 400 INVALID_BODY`)
  const worst = Math.max(
    ...nestedRows.map((row) => {
      const plain = rows.find((other) => other.endpoint === row.endpoint && other !== row)!
      return row['server CPU ms/request'] / Math.max(plain['server CPU ms/request'], 0.1)
    }),
  )
  const ok = all400 && worst <= PARITY
  return {
    target: 'nested bodies answered 400 fast (depth 8,000 on every public JSON endpoint)',
    measured: `${all400 ? 'all 400 INVALID_BODY' : 'not all 400 INVALID_BODY'}; worst server CPU ${worst.toFixed(1)}× an ordinary invalid body's`,
    verdict: (ok ? 'met' : 'missed') as 'met' | 'missed',
  }
}
