import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseEnv } from 'node:util'
import { sessionIdHash } from '@api/auth/session'
import { ROOT } from '../scripts/lib/local-server.ts'

const open = new Map<string, DatabaseSync>()

/** The test server's D1 file; SQLite's locking lets this process and workerd share it (busy_timeout waits). */
export function localD1(persistTo: string): DatabaseSync {
  let db = open.get(persistTo)
  if (!db) {
    db = openD1(persistTo)
    open.set(persistTo, db)
  }
  return db
}

function openD1(persistTo: string): DatabaseSync {
  const dir = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject')
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')!
  const db = new DatabaseSync(join(dir, file))
  db.exec('PRAGMA busy_timeout = 5000')
  return db
}

function sessionSecret(): string {
  const secret = parseEnv(readFileSync(join(ROOT, '.dev.vars'), 'utf8')).SESSION_SECRET
  if (!secret) throw new Error('SESSION_SECRET missing from .dev.vars')
  return secret
}

/**
 * A new session for a seeded account, written straight into D1 the way api/auth/session.ts stores one (its HMAC of
 * a random 256-bit id under the test servers' SESSION_SECRET from .dev.vars): tests that only need to be signed in
 * skip Argon2id, which on a loaded 2-core machine can take seconds per hash and pushed parallel logins past the
 * proxy's 5 s timeout. The real login path keeps its own tests (api-auth.test.ts, tests/e2e/auth-signin.spec.ts).
 * Returns the cookie's value.
 */
export async function seedSession(persistTo: string, email: string): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const hash = await sessionIdHash(sessionSecret(), id)
  const now = Math.floor(Date.now() / 1000)
  const inserted = localD1(persistTo)
    .prepare(
      'INSERT INTO sessions (id_hash, user_id, remember, created_at, last_seen_at, expires_at) SELECT ?, id, 0, ?, ?, ? FROM users WHERE email = ?',
    )
    .run(hash, now, now, now + 12 * 3600, email)
  if (inserted.changes !== 1) throw new Error(`no seeded user ${email}`)
  return id
}

/**
 * Browser tests sign in with sessions written BEFORE their server starts (`scripts/serve-test.ts`): a write from
 * this process while workerd serves the same file makes workerd's D1 fail a concurrent read ("Failed to get
 * session commit token", SQLITE_BUSY — workers-sdk#14916), so one test's sign-in broke another test's page.
 * Each test claims a pooled session of its own (a sign-out in one never signs another out).
 */
const POOL_FILE = 'test-sessions.json'
const POOL_SIZE = Number(process.env.E2E_SESSION_POOL ?? 150)

/** Writes `E2E_SESSION_POOL` (150) remembered sessions for every seeded user; the server must not be running. */
export async function seedSessionPool(persistTo: string): Promise<void> {
  const db = openD1(persistTo)
  try {
    const emails = db.prepare('SELECT email FROM users ORDER BY id').all() as { email: string }[]
    const pool: Record<string, string[]> = {}
    const secret = sessionSecret()
    const now = Math.floor(Date.now() / 1000)
    // Remembered (30-day, 7-day idle) sessions: a pooled one may wait unused for a whole long run.
    const insert = db.prepare(
      'INSERT INTO sessions (id_hash, user_id, remember, created_at, last_seen_at, expires_at) SELECT ?, id, 1, ?, ?, ? FROM users WHERE email = ?',
    )
    db.exec('BEGIN')
    for (const { email } of emails) {
      pool[email] = []
      for (let i = 0; i < POOL_SIZE; i++) {
        const id = randomBytes(32).toString('base64url')
        insert.run(await sessionIdHash(secret, id), now, now, now + 30 * 86400, email)
        pool[email].push(id)
      }
    }
    db.exec('COMMIT')
    writeFileSync(join(persistTo, POOL_FILE), JSON.stringify(pool))
  } finally {
    db.close()
  }
}

/** The next unclaimed pooled session of `email` (a directory per claim: atomic across Playwright's workers). */
export function claimPooledSession(persistTo: string, email: string): string {
  const pool = JSON.parse(readFileSync(join(persistTo, POOL_FILE), 'utf8')) as Record<string, string[]>
  const ids = pool[email]
  if (!ids) throw new Error(`no pooled sessions for ${email}: only users seeded before the server started have them`)
  mkdirSync(join(persistTo, 'test-session-claims'), { recursive: true })
  for (let i = 0; i < ids.length; i++) {
    try {
      mkdirSync(join(persistTo, 'test-session-claims', `${email}-${i}`))
      return ids[i]!
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  throw new Error(`all ${ids.length} pooled sessions of ${email} are used: raise E2E_SESSION_POOL`)
}
