/**
 * The API's D1 code run unchanged on SQLite in this process (node:sqlite, the engine D1 runs): a database holding
 * every migration, and D1's statement API over it (bind, first, all, run, and batch as one transaction), with D1's
 * limit of 100 bound parameters. Used by `npm run bench:alerts` and by unit tests that need real SQL without a Worker.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import type { Db } from '../../api/lib/db.ts'

const MIGRATIONS = join(import.meta.dirname, '../../api/db/migrations')

/** An in-memory database with every migration applied, in file order as wrangler applies them. */
export function migratedSqlite(): DatabaseSync {
  const sqlite = new DatabaseSync(':memory:')
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    sqlite.exec(readFileSync(join(MIGRATIONS, file), 'utf8'))
  return sqlite
}

type Bound = { stmt: StatementSync; args: unknown[]; sql: string }

/** D1's limit of bound parameters per statement; SQLite's own is 32,766, so code past it would pass here alone. */
const D1_MAX_PARAMETERS = 100

/**
 * D1's statement API over node:sqlite. `afterEach` runs after each statement with its SQL: a test interleaves
 * another writer's work there.
 */
export function d1Adapter(sqlite: DatabaseSync, afterEach?: (sql: string) => void): Db {
  const exec = (b: Bound) => {
    const rows = b.stmt.all(...(b.args as never[])) as Record<string, unknown>[]
    const changes = Number(sqlite.prepare('SELECT changes() AS n').get()!.n)
    afterEach?.(b.sql)
    return { results: rows, success: true, meta: { changes } }
  }
  const wrap = (b: Bound) => ({
    bind: (...args: unknown[]) => {
      if (args.length > D1_MAX_PARAMETERS) throw new Error(`too many SQL variables (${args.length}): ${b.sql}`)
      return wrap({ ...b, args })
    },
    first: async () => (exec(b).results[0] ?? null) as never,
    all: async () => exec(b) as never,
    run: async () => exec(b) as never,
    raw: async () => [] as never,
    __bound: b,
  })
  return {
    prepare: (sql: string) => wrap({ stmt: sqlite.prepare(sql), args: [], sql }) as never,
    batch: async (statements: unknown[]) => {
      sqlite.exec('BEGIN')
      try {
        const out = statements.map((s) => exec((s as { __bound: Bound }).__bound))
        sqlite.exec('COMMIT')
        return out as never
      } catch (error) {
        sqlite.exec('ROLLBACK')
        throw error
      }
    },
  } as Db
}

/** A D1Database binding whose every session is the adapter: for code that opens its own (primaryDb(env)). */
export const d1Binding = (db: Db) => ({ withSession: () => db }) as unknown as D1Database
