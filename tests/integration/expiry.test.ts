import { beforeAll, describe, expect, it } from 'vitest'
import { openSecret } from '@api/lib/outbox'
import { eventually } from './mail'
import { apiFetch, login, SEED, sessionFor } from './api-helpers'
import { d1, devVar } from './d1'
import { baseUrl } from './http'

/** Issue 14, finding 7: old data expires through the Cron Trigger, and generated passwords are not kept readable. */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

const now = () => Math.floor(Date.now() / 1000)
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const count = (sql: string, ...params: (string | number)[]) =>
  d1<{ n: number }>(`SELECT COUNT(*) AS n FROM ${sql}`, ...params)[0]!.n

describe('the scheduled expiry job', () => {
  it('deletes expired sessions, spent rate-limit windows, outbox rows past 90 days, expired sign-ups and single-use links a day past expiry; keeps the rest', async () => {
    const t = now()
    const tag = `exp-${t}-${Math.floor(Math.random() * 1e6)}`
    d1(`INSERT INTO sessions (id_hash, user_id, remember, created_at, last_seen_at, expires_at) VALUES
      ('${tag}-absolute', 1, 1, ${t - 40 * 86400}, ${t - 60}, ${t - 1}),
      ('${tag}-idle', 1, 0, ${t - 4 * 3600}, ${t - 3 * 3600}, ${t + 8 * 3600}),
      ('${tag}-live', 1, 0, ${t - 60}, ${t - 60}, ${t + 3600})`)
    d1(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ('${tag}-old', ${t - 3 * 86400}, 5), ('${tag}-now', ${t - 60}, 5)`,
    )
    d1(
      `INSERT INTO outbox (kind, to_email, subject, body, created_at) VALUES ('test', 'old@example.pl', '${tag}', 'x', ?), ('test', 'new@example.pl', '${tag}', 'x', ?)`,
      daysAgo(91),
      daysAgo(89),
    )
    d1(`INSERT INTO newsletter_subscriptions (email, lang, status, confirm_expires_at) VALUES ('${tag}-expired@example.pl', 'pl', 'pending', ${t - 1}),
      ('${tag}-waiting@example.pl', 'pl', 'pending', ${t + 3600}), ('${tag}-confirmed@example.pl', 'pl', 'confirmed', NULL)`)
    // Single-use links: one expired two days ago (gone), one expired an hour ago (kept a day), one still valid.
    d1(
      `INSERT INTO auth_tokens (token_hash, purpose, email, expires_at) VALUES ('${tag}-old', 'email_link', '${tag}@example.pl', ?),
        ('${tag}-late', 'password_reset', '${tag}@example.pl', ?), ('${tag}-live', 'email_link', '${tag}@example.pl', ?)`,
      daysAgo(2),
      daysAgo(1 / 24),
      daysAgo(-1 / 24),
    )

    const run = await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('17 3 * * *')}`)
    expect(run.status).toBe(200)

    expect(
      d1<{ id_hash: string }>(`SELECT id_hash FROM sessions WHERE id_hash LIKE '${tag}%'`).map((row) => row.id_hash),
    ).toEqual([`${tag}-live`])
    expect(d1<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE '${tag}%'`).map((row) => row.key)).toEqual([
      `${tag}-now`,
    ])
    expect(
      d1<{ to_email: string }>('SELECT to_email FROM outbox WHERE subject = ?', tag).map((row) => row.to_email),
    ).toEqual(['new@example.pl'])
    expect(
      d1<{ email: string }>(`SELECT email FROM newsletter_subscriptions WHERE email LIKE '${tag}%' ORDER BY id`).map(
        (row) => row.email,
      ),
    ).toEqual([`${tag}-waiting@example.pl`, `${tag}-confirmed@example.pl`])
    expect(
      d1<{ token_hash: string }>(
        `SELECT token_hash FROM auth_tokens WHERE email = ? ORDER BY id`,
        `${tag}@example.pl`,
      ).map((row) => row.token_hash),
    ).toEqual([`${tag}-late`, `${tag}-live`])
    // The seeded admin's real session is untouched.
    expect((await apiFetch('/api/user/me', { cookie: admin })).status).toBe(200)
    expect(count('sessions WHERE expires_at <= ?', now())).toBe(0)
  })
})

describe('set-password links in the outbox (issue 40: no password in any mail)', () => {
  it('are stored masked; only the mailer, holding the server secret, can open the sealed token', async () => {
    const email = `sealed-${Date.now()}@example.pl`
    const created = await apiFetch('/api/superadmin/users', {
      method: 'POST',
      cookie: admin,
      body: { email, password: 'Haslo-Testowe-1', role: 'TENANT' },
    })
    const { id } = (await created.json()) as { id: number }
    expect(
      (
        await apiFetch(`/api/superadmin/users/${id}/send-credentials`, {
          method: 'POST',
          cookie: admin,
          body: { generateNewPassword: true },
        })
      ).status,
    ).toBe(200)
    // The stored text is what was sent (issue 25): there once the queue has delivered the mail.
    const row = await eventually(async () => {
      const [sent] = d1<{ body: string; sealed_secret: string; status: string }>(
        "SELECT body, sealed_secret, status FROM outbox WHERE to_email = ? AND kind = 'credentials' ORDER BY id DESC LIMIT 1",
        email,
      )
      return sent?.status === 'sent' ? sent : undefined
    })
    expect(row!.body).toMatch(/#token=•+&set=1/)
    const token = await openSecret(devVar('SESSION_SECRET'), row!.sealed_secret)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(row!.body).not.toContain(token)
    expect(JSON.stringify(d1('SELECT data FROM outbox WHERE to_email = ?', email))).not.toContain(token)
    // What the mailer would send is a working link: it sets the password that then signs in.
    const set = await apiFetch('/api/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, password: 'Z-linku-ustawione-1' },
    })
    expect(set.status).toBe(200)
    await expect(login(email, 'Z-linku-ustawione-1')).resolves.toMatch(/skrytka_session=/)
  })
})
