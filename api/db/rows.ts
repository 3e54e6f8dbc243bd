import type { Db } from '../lib/db'
/**
 * The one boundary where D1 rows get their TypeScript type (ADR 0021). D1 returns untyped records; a statement
 * names the shape its SELECT produces once — `.first<Row>()` / `.all<Row>()` for a single statement, `rows<Row>()`
 * for one that goes into a batch — and mapper functions (api/facilities/rows.ts, api/console/) turn rows into the contract's
 * response types. Handlers never cast a row.
 */
declare const ROW: unique symbol

/** A prepared statement that remembers the row type of its SELECT (a compile-time tag only). */
export type RowStatement<Row> = D1PreparedStatement & { readonly [ROW]?: Row }
type RowOf<S> = S extends RowStatement<infer Row> ? Row : never

/** Tags a statement with the row shape its SQL selects (column aliases included). */
export const rows = <Row>(statement: D1PreparedStatement): RowStatement<Row> => statement

/**
 * db.batch() for reads: one round trip (one implicit transaction), each result typed by its statement's tag.
 * The only place the untyped D1 results are narrowed.
 */
export async function readBatch<const T extends readonly RowStatement<unknown>[]>(
  db: Db,
  statements: T,
): Promise<{ -readonly [K in keyof T]: RowOf<T[K]>[] }> {
  const results = await db.batch([...statements])
  return results.map((result) => result.results) as { -readonly [K in keyof T]: RowOf<T[K]>[] }
}

/** `SELECT COUNT(*) AS total …` and the like: the first row's single number. */
export type TotalRow = { total: number }
export const totalOf = (result: TotalRow[]) => result[0]?.total ?? 0
