/**
 * The one door to D1 (ADR 0020). Every query runs in a D1 session (`withSession`), so read replicas can answer
 * what may be a little behind and the primary answers what may not. Code past this module sees a `Db`: it can
 * prepare and batch, never pick its own consistency.
 */
export type Db = Pick<D1DatabaseSession, 'prepare' | 'batch'>

/** What a request may read from. */
export type Consistency =
  /** Sign-in, the console, every write and anything not known to be safe on a replica: the primary first. */
  | { kind: 'primary' }
  /** Public marketplace reads: the nearest replica, however far behind, unless a bookmark says otherwise. */
  | { kind: 'replica'; bookmark?: string | null }

export type DbSession = { db: Db; bookmark: () => string | null }

/** D1 bookmarks are opaque; this only keeps junk and oversized values out of `withSession`. */
const BOOKMARK_SHAPE = /^[0-9a-zA-Z-]{1,200}$/
export const isBookmark = (value: string | null | undefined): value is string =>
  typeof value === 'string' && BOOKMARK_SHAPE.test(value)

export function openDb(binding: D1Database, consistency: Consistency): DbSession {
  const constraint =
    consistency.kind === 'primary'
      ? 'first-primary'
      : isBookmark(consistency.bookmark)
        ? consistency.bookmark
        : 'first-unconstrained'
  const session = binding.withSession(constraint)
  return { db: session, bookmark: () => session.getBookmark() }
}

/** Background work with no request behind it (the Cron Trigger, /healthz): the primary. */
export const primaryDb = (env: { DB: D1Database }): Db => openDb(env.DB, { kind: 'primary' }).db
