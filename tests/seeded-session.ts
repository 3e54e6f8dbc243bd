import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseEnv } from 'node:util'
import { sessionIdHash } from '@api/lib/session'
import { ROOT } from '../scripts/lib/local-server.ts'

const open = new Map<string, DatabaseSync>()

/** The test server's D1 file; SQLite's locking lets this process and workerd share it (busy_timeout waits). */
export function localD1(persistTo: string): DatabaseSync {
  let db = open.get(persistTo)
  if (!db) {
    const dir = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject')
    const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')!
    db = new DatabaseSync(join(dir, file))
    db.exec('PRAGMA busy_timeout = 5000')
    open.set(persistTo, db)
  }
  return db
}

/**
 * A new session for a seeded account, written straight into D1 the way api/lib/session.ts stores one (its HMAC of
 * a random 256-bit id under the test servers' SESSION_SECRET from .dev.vars): tests that only need to be signed in
 * skip Argon2id, which on a loaded 2-core machine can take seconds per hash and pushed parallel logins past the
 * proxy's 5 s timeout. The real login path keeps its own tests (api-auth.test.ts, signin.spec.ts,
 * security-redirects.spec.ts). Returns the cookie's value.
 */
export async function seedSession(persistTo: string, email: string): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const secret = parseEnv(readFileSync(join(ROOT, '.dev.vars'), 'utf8')).SESSION_SECRET
  if (!secret) throw new Error('SESSION_SECRET missing from .dev.vars')
  const hash = await sessionIdHash(secret, id)
  const now = Math.floor(Date.now() / 1000)
  const inserted = localD1(persistTo)
    .prepare(
      'INSERT INTO sessions (id_hash, user_id, remember, created_at, last_seen_at, expires_at) SELECT ?, id, 0, ?, ?, ? FROM users WHERE email = ?',
    )
    .run(hash, now, now, now + 12 * 3600, email)
  if (inserted.changes !== 1) throw new Error(`no seeded user ${email}`)
  return id
}
