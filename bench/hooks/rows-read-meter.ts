import type { Db } from '@api/lib/db'

/**
 * Benchmarks only (`__BENCH_HOOKS__` builds, api/middleware/d1.ts): counts D1's `meta.rows_read` of every statement a
 * request runs, in order, so `npm run bench:api` can print what each query reads. Rows read do not change with the
 * machine's load, unlike timings (issue 31), and they are what D1 bills.
 */
export const ROWS_READ_HEADER = 'x-bench-rows-read'

type Statement = D1PreparedStatement
type Meta = { meta?: { rows_read?: number } }

export function meterRowsRead(db: Db): { db: Db; rowsRead: number[] } {
  const rowsRead: number[] = []
  const note = <T extends Meta>(result: T): T => {
    rowsRead.push(result.meta?.rows_read ?? Number.NaN)
    return result
  }
  // The statements a wrapper stands for: `batch` must be handed D1's own.
  const original = new WeakMap<object, Statement>()
  const wrap = (statement: Statement): Statement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async () => note(await statement.all()),
      run: async () => note(await statement.run()),
      raw: statement.raw.bind(statement),
      // first() drops the meta: the same query through all(), whose first row is what first() would answer.
      first: async (column?: string) => {
        const row = note(await statement.all<Record<string, unknown>>()).results[0]
        if (row === undefined) return null
        return column === undefined ? row : (row[column] ?? null)
      },
    } as Statement
    original.set(wrapped, statement)
    return wrapped
  }
  const metered: Db = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: async <T = unknown>(statements: Statement[]) => {
      const results = await db.batch<T>(statements.map((s) => original.get(s) ?? s))
      for (const result of results) note(result)
      return results
    },
  }
  return { db: metered, rowsRead }
}
