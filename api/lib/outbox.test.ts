import { describe, expect, it } from 'vitest'
import { d1Adapter, migratedSqlite } from '../../scripts/lib/sqlite-d1.ts'
import type { Db } from './db'
import { CAPPED_ERROR, oneLine, queueEmail, queuedMails } from './outbox'

const queuedIds = (results: readonly D1Result[]) => queuedMails(results).map((mail) => mail.id)

describe('oneLine', () => {
  it('leaves no line break or control character for a header to be split on', () => {
    expect(oneLine('Prośba o prezentację: Jan\r\nBcc: all@evil.example')).toBe(
      'Prośba o prezentację: Jan Bcc: all@evil.example',
    )
    expect(oneLine('a\u2028b\u0085c\0d')).toBe('a b c d')
  })
})

describe('the recipient cap (issue 41), on real SQL', () => {
  const copyTo = (db: Db, to: string) =>
    queueEmail(db, {
      kind: 'trial_confirmation',
      to,
      lang: 'pl',
      data: { name: 'Magazyny Kowalski' },
    })

  it('queues 3 copies an hour to one mailbox in any spelling, then stores the rest failed and unsent', async () => {
    const db = d1Adapter(migratedSqlite())
    const spellings = ['ofiara@example.pl', 'Ofiara+1@example.pl', 'OFIARA+2@EXAMPLE.PL', 'ofiara+3@example.pl']
    const results = await db.batch(spellings.map((to) => copyTo(db, to)))
    expect(queuedIds(results)).toEqual([1, 2, 3])
    const rows = await db.prepare('SELECT status, last_error, to_key FROM outbox ORDER BY id').all()
    expect(rows.results.at(-1)).toEqual({ status: 'failed', last_error: CAPPED_ERROR, to_key: 'ofiara@example.pl' })
    // A sign-in link is not a capped kind: it goes.
    const link = await queueEmail(db, {
      kind: 'signin_link',
      to: 'ofiara@example.pl',
      lang: 'pl',
      data: { link: true },
    }).run()
    expect(queuedIds([link])).toHaveLength(1)
  })

  it('leaves an address that confirmed something with us uncapped', async () => {
    const sqlite = migratedSqlite()
    sqlite.exec(
      "INSERT INTO newsletter_subscriptions (email, lang, status) VALUES ('czytelnik@example.pl', 'pl', 'confirmed')",
    )
    const db = d1Adapter(sqlite)
    const results = await db.batch(Array.from({ length: 5 }, () => copyTo(db, 'czytelnik@example.pl')))
    expect(queuedIds(results)).toHaveLength(5)
  })
})
