import type { Lang } from '@kernel/lang'
import type { Role } from '../contract/auth'
import type { Db } from '../lib/db'

export type AccountRow = {
  id: number
  email: string
  name: string
  role: Role
  lang: Lang
  created_at: string
  email_verified_at: string | null
}

export const accountRow = (db: Db, userId: number) =>
  db
    .prepare('SELECT id, email, name, role, lang, created_at, email_verified_at FROM users WHERE id = ?')
    .bind(userId)
    .first<AccountRow>()

/**
 * The address whose history the account owns (issue 40's rule, shared with the sign-in link's "Moje …" lists): the
 * account's own address once it is verified, matched without regard to case; none while nobody has proved it, so
 * `''` then, which no stored address equals. Every query here binds it as `?` with `COLLATE NOCASE`.
 */
export const ownedAddress = (account: AccountRow) => (account.email_verified_at ? account.email : '')

/**
 * `column` holds the owned address, bound as `?1`. An erased row's address is '', so '' (no verified address) must
 * match nothing rather than every erased row.
 */
export const OWNED = (column: string) => `(?1 != '' AND ${column} = ?1 COLLATE NOCASE)`
