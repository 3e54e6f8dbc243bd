import type { Db } from './db'

/**
 * A statement for a `db.batch` (one transaction): it aborts the whole batch unless the statement just before it
 * changed exactly one row, so a conditional write that lost a race takes its companions (an event, a mail) down
 * with it. json() of a text that is not JSON raises; `isGuardAbort` tells that failure from any other.
 */
export const changedOne = (db: Db) =>
  db.prepare("SELECT json(CASE WHEN changes() = 1 THEN '1' ELSE 'guard: no row changed' END) AS ok")

export const isGuardAbort = (error: unknown) => String(error).includes('malformed JSON')
