import { ApiFailure } from '../lib/errors'
import type { Db } from '../lib/db'
import { ADMIN_MESSAGES } from '../contract/admin-messages'

const TAKEN = ADMIN_MESSAGES.emailTaken
export const emailTaken = (path = 'email') => new ApiFailure(409, 'CONFLICT', TAKEN, [{ path, message: TAKEN }])

/** Early, friendly check; the UNIQUE index still decides under a race (callers map it with emailTaken). */
export async function assertEmailFree(db: Db, email: string, path = 'email', exceptUserId = 0) {
  const row = await db.prepare('SELECT id FROM users WHERE email = ? AND id != ?').bind(email, exceptUserId).first()
  if (row) throw emailTaken(path)
}

export async function assertClientExists(db: Db, clientId: number) {
  const row = await db.prepare('SELECT id FROM clients WHERE id = ?').bind(clientId).first()
  if (!row)
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [
      { path: 'clientId', message: ADMIN_MESSAGES.chooseClient },
    ])
}
