import type { Db } from '../lib/db'
import { ApiFailure } from '../lib/errors'

/** Longer than the edge's 30 s upload timeout: a lock outlives no upload that could still be running. */
const LEASE_MS = 60_000

/**
 * One photo upload at a time per company (issue 41): 40 uploads sent at once would otherwise decode 40 images side
 * by side. Taken before the body is read, in one statement (an upsert that only replaces a lease that has run
 * out), so two requests can never both hold it; the second is answered 429 at once and the panel says to wait.
 */
export async function withUploadLock<T>(db: Db, clientId: number, work: () => Promise<T>): Promise<T> {
  const token = crypto.randomUUID()
  const now = Date.now()
  const taken = await db
    .prepare(
      `INSERT INTO photo_upload_locks (client_id, token, until) VALUES (?1, ?2, ?3)
       ON CONFLICT (client_id) DO UPDATE SET token = excluded.token, until = excluded.until
       WHERE photo_upload_locks.until < ?4
       RETURNING token`,
    )
    .bind(clientId, token, new Date(now + LEASE_MS).toISOString(), new Date(now).toISOString())
    .first<{ token: string }>()
  if (taken?.token !== token)
    throw new ApiFailure(
      429,
      'RATE_LIMITED',
      'Another photo of this company is being uploaded',
      [{ path: 'file', message: 'uploadBusy' }],
      { 'Retry-After': '5' },
    )
  try {
    return await work()
  } finally {
    await db
      .prepare('DELETE FROM photo_upload_locks WHERE client_id = ? AND token = ?')
      .bind(clientId, token)
      .run()
      .catch(() => undefined)
  }
}
