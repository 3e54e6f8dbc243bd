import { absoluteUrl } from '@kernel/brand'
import type { AdminUser } from '../contract/admin'
import type { Role } from '../contract/auth'
import type { Lang } from '@kernel/lang'
import { NOW } from '../lib/sql'
import { notFound } from '../lib/errors'
import { SECRET_MASK, queueEmail, sealSecret } from '../lib/outbox'
import type { Db } from '../lib/db'
import { issueToken, TOKEN_TTL_MIN } from '../auth/one-time-token'

export const USER_COLUMNS = 'u.id, u.email, u.role, u.name, u.lang, u.client_id, u.created_at, c.company_name'
export const USER_FROM = 'users u LEFT JOIN clients c ON c.id = u.client_id'
export const USER_SORT_SQL = { 'id:desc': 'u.id DESC', 'id:asc': 'u.id ASC' } as const
export const USER_UPDATE_COLUMNS = { email: 'email', role: 'role', name: 'name', lang: 'lang', clientId: 'client_id' }

export type UserRow = {
  id: number
  email: string
  role: Role
  name: string
  lang: Lang
  client_id: number | null
  created_at: string
  company_name: string | null
}

export const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  email: r.email,
  role: r.role,
  name: r.name,
  lang: r.lang === 'en' ? 'en' : 'pl',
  client: r.client_id ? { id: r.client_id, companyName: r.company_name } : null,
  createdAt: r.created_at,
})

export async function loadUser(db: Db, id: number): Promise<AdminUser> {
  const row = await db.prepare(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = ?`).bind(id).first<UserRow>()
  if (!row) throw notFound()
  return toAdminUser(row)
}

/** A new password ends the user's other sessions (whoever knew the old one is out); the caller's own stays. */
export const revokeSessions = (db: Db, userId: number, keepHash: string | null) =>
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND id_hash != ?').bind(userId, keepHash ?? '')

export const setPassword = (db: Db, userId: number, hash: string, keepHash: string | null) => [
  db.prepare(`UPDATE users SET password_hash = ?, updated_at = ${NOW} WHERE id = ?`).bind(hash, userId),
  revokeSessions(db, userId, keepHash),
]

export const LOGIN_URL = absoluteUrl('/pl/logowanie')
const PASSWORD_LINE = 'Hasło: '

/**
 * The login-details mail (api/mail/credentials.ts) in the user's language: the login and a set-password link
 * (issue 40, ADR 0089), never a password. The link's token is stored only as an HMAC (auth_tokens) and travels
 * sealed on the outbox row, so neither the console nor a database dump can use it.
 */
export async function credentialsEmail(db: Db, user: { id: number; email: string }, serverSecret: string) {
  const row = await db.prepare('SELECT lang FROM users WHERE id = ?').bind(user.id).first<{ lang: string }>()
  const lang = row?.lang === 'en' ? 'en' : 'pl'
  const token = await issueToken(db, serverSecret, {
    purpose: 'set_password',
    email: user.email,
    userId: user.id,
    lang,
  })
  return queueEmail(db, {
    kind: 'credentials',
    to: user.email,
    lang,
    data: { email: user.email, hours: TOKEN_TTL_MIN.set_password / 60 },
    refTable: 'users',
    refId: user.id,
    sealedSecret: await sealSecret(serverSecret, token),
  })
}

/** Rows queued before bodies were masked still hold a password: the console never shows it. */
export const maskCredentials = (body: string) =>
  body.replace(/^Hasło: (?!bez zmian).*$/m, `${PASSWORD_LINE}${SECRET_MASK}`)
