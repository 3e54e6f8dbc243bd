import type { Db } from './db'
import { readBatch, rows, totalOf, type TotalRow } from '../db/rows'

export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/**
 * `SET col = ?` pairs for the fields that are present. Columns come only from the fixed `columns` map, values only
 * through bind(): request input never reaches the SQL text.
 */
export function setClause(columns: Record<string, string>, values: Record<string, unknown>) {
  const sets: string[] = []
  const params: unknown[] = []
  for (const [field, column] of Object.entries(columns)) {
    if (values[field] === undefined) continue
    sets.push(`${column} = ?`)
    params.push(values[field])
  }
  return { sets, params }
}

const PL: [string, string][] = [
  ['ą', 'a'],
  ['ć', 'c'],
  ['ę', 'e'],
  ['ł', 'l'],
  ['ń', 'n'],
  ['ó', 'o'],
  ['ś', 's'],
  ['ź', 'z'],
  ['ż', 'z'],
]
/** fold() in SQL for columns without a search_text: SQLite's LOWER() knows only ASCII, so Polish letters are mapped first. */
export const sqlFold = (column: string) =>
  PL.flatMap(([from, to]) => [
    [from, to],
    [from.toUpperCase(), to],
  ]).reduce((sql, [from, to]) => `REPLACE(${sql}, '${from}', '${to}')`, `LOWER(${column})`)

/**
 * Every word must occur in at least one of the columns (already lower-case or folded in SQL). instr(), not LIKE:
 * no wildcards to escape, and no 50-byte pattern cap (D1 fails a LIKE on a longer word).
 */
export function searchWhere(q: string | undefined, columns: string[], normalise: (word: string) => string) {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 6)
  return {
    where: words.map(() => `(${columns.map((col) => `instr(${col}, ?) > 0`).join(' OR ')})`).join(' AND ') || '1 = 1',
    params: words.flatMap((w) => columns.map(() => normalise(w))),
  }
}

type Page = {
  from: string
  columns: string
  where: string
  params: unknown[]
  order: string
  page: number
  limit: number
}

/** `{items, total}` in one round trip. limit/offset are validated integers, bound like everything else. */
export async function listPage<T>(db: Db, p: Page): Promise<{ rows: T[]; total: number }> {
  const [count, page] = await readBatch(db, [
    rows<TotalRow>(db.prepare(`SELECT COUNT(*) AS total FROM ${p.from} WHERE ${p.where}`).bind(...p.params)),
    rows<T>(
      db
        .prepare(`SELECT ${p.columns} FROM ${p.from} WHERE ${p.where} ORDER BY ${p.order} LIMIT ? OFFSET ?`)
        .bind(...p.params, p.limit, (p.page - 1) * p.limit),
    ),
  ])
  return { rows: page, total: totalOf(count) }
}

export const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error))
