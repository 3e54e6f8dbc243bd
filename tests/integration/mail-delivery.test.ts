import { request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { baseUrl } from './http'
import { arrived, enqueue, eventually, linksIn, mailFault, mailTo } from './mail'
import { freshNip } from './nip'

/**
 * Issue 25: mail goes from the outbox through the real Queue (miniflare) to the local mailbox. Faults come from the
 * local mailer's switch (FAULTS=mail on the test server), so retries and the dead-letter queue are the real ones.
 */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

const ip = () => ({
  'cf-connecting-ip': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
})
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const subscribe = (email: string, headers: Record<string, string> = {}) =>
  apiFetch('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email, lang: 'pl' },
    headers: { ...ip(), ...headers },
  })

type Row = {
  id: number
  status: string
  attempts: number
  last_error: string | null
  provider_message_id: string | null
}
const rowsTo = (email: string) =>
  d1<Row>(
    'SELECT id, status, attempts, last_error, provider_message_id FROM outbox WHERE to_email = ? ORDER BY id',
    email,
  )
const settled = (email: string, status: string, timeoutMs?: number) =>
  eventually(async () => {
    const [row] = rowsTo(email)
    return row?.status === status ? row : undefined
  }, timeoutMs)
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('delivery', () => {
  it('a sign-up mail is in the local mailbox within seconds, with a Message-ID on the site domain', async () => {
    const email = unique('fast')
    const started = Date.now()
    expect((await subscribe(email)).status).toBe(202)
    const [mail] = await arrived(email, 1, 10_000)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(mail!.to).toEqual([email])
    expect(mail!.headers['Message-ID']).toMatch(new RegExp(`^<\\d+\\.[\\w-]+@${new URL(baseUrl()).hostname}>$`))
    const row = await settled(email, 'sent')
    expect(row).toMatchObject({ attempts: 1, last_error: null, provider_message_id: mail!.headers['Message-ID'] })
  })

  it('a send that fails twice is delivered on the third attempt, once', async () => {
    const email = unique('twice')
    await mailFault(email, 2)
    await subscribe(email)
    const row = await settled(email, 'sent')
    expect(row.attempts).toBe(3)
    await pause(2500)
    expect(await mailTo(email)).toHaveLength(1)
  })

  it('a send that always fails ends failed after the dead-letter queue, shows in the console, and is sent again once the fault is lifted', async () => {
    const email = unique('always')
    await mailFault(email, -1)
    await subscribe(email)
    const row = await settled(email, 'failed', 30_000)
    // max_retries = 3 locally: the first delivery and three retries.
    expect(row.attempts).toBe(4)
    expect(row.last_error).toMatch(/InjectedMailFault/)
    expect(await mailTo(email)).toHaveLength(0)

    const failedList = (await (
      await apiFetch('/api/superadmin/inbox/outbox?status=failed&limit=100', { cookie: admin })
    ).json()) as { items: { id: number; status: string; lastError: string; attempts: number }[] }
    expect(failedList.items.find((item) => item.id === row.id)).toMatchObject({ status: 'failed', attempts: 4 })
    expect(failedList.items.every((item) => item.status === 'failed')).toBe(true)
    const overview = (await (await apiFetch('/api/superadmin/overview', { cookie: admin })).json()) as {
      counts: { failedMail: number }
    }
    expect(overview.counts.failedMail).toBeGreaterThanOrEqual(1)

    await mailFault(email, 0)
    const resend = () => apiFetch(`/api/superadmin/outbox/${row.id}/resend`, { method: 'POST', cookie: admin })
    expect((await resend()).status).toBe(200)
    await settled(email, 'sent')
    expect(await arrived(email)).toHaveLength(1)
    // Only a failed mail can be sent again; the action is audited once.
    expect((await resend()).status).toBe(409)
    expect((await apiFetch('/api/superadmin/outbox/999999999/resend', { method: 'POST', cookie: admin })).status).toBe(
      404,
    )
    const audit = d1<{ user_email: string; detail: string }>(
      "SELECT user_email, detail FROM audit_log WHERE action = 'mail.resend' AND target_id = ?",
      row.id,
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.user_email).toBe(SEED.admin.email)
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ to: email })
  })

  it('a send the provider refuses for good (a suppressed recipient) fails at once, without retries', async () => {
    const email = unique('suppressed')
    await mailFault(email, -1, 'E_RECIPIENT_SUPPRESSED')
    await subscribe(email)
    const row = await settled(email, 'failed')
    expect(row.attempts).toBe(1)
    expect(row.last_error).toMatch(/^E_RECIPIENT_SUPPRESSED \(InjectedMailFault/)
    // No retry is coming: a second look later finds the same single attempt.
    await pause(2500)
    expect(rowsTo(email)[0]!.attempts).toBe(1)
    expect(await mailTo(email)).toHaveLength(0)
  })

  it('a rate-limited send is retried like any passing failure', async () => {
    const email = unique('rate')
    await mailFault(email, 1, 'E_RATE_LIMIT_EXCEEDED')
    await subscribe(email)
    const row = await settled(email, 'sent')
    expect(row.attempts).toBe(2)
  })

  it('a send over the daily quota waits queued, spends no retry, and goes out when the sweeper offers it again', async () => {
    const email = unique('quota')
    await mailFault(email, -1, 'E_DAILY_LIMIT_EXCEEDED')
    await subscribe(email)
    const waiting = await eventually(async () => {
      const [row] = rowsTo(email)
      return row?.attempts === 1 && row.status === 'queued' && row.last_error ? row : undefined
    })
    expect(waiting.last_error).toMatch(/^E_DAILY_LIMIT_EXCEEDED/)
    // Acknowledged, not retried: it stays at one attempt, never dead-lettered.
    await pause(2500)
    expect(rowsTo(email)[0]).toMatchObject({ status: 'queued', attempts: 1 })
    // The quota is back; once the row is ten minutes old the sweeper puts it on the queue again.
    await mailFault(email, 0)
    d1('UPDATE outbox SET updated_at = ? WHERE id = ?', new Date(Date.now() - 11 * 60_000).toISOString(), waiting.id)
    expect((await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)).status).toBe(
      200,
    )
    const sent = await settled(email, 'sent')
    expect(sent.attempts).toBe(2)
    expect(await arrived(email)).toHaveLength(1)
  })

  it('the same queue message delivered twice sends once', async () => {
    const email = unique('dup')
    // A queued row nobody has enqueued yet (as after a lost enqueue), then its id on the queue three times.
    const [row] = d1<{ id: number }>(
      `INSERT INTO outbox (kind, to_email, subject, body, lang, data, status, updated_at)
       VALUES ('newsletter_confirm', ?, 'x', '', 'pl', '{"token":"duplicate-test-token-000000"}', 'queued', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       RETURNING id`,
      email,
    )
    await enqueue([row!.id, row!.id, row!.id])
    const sent = await settled(email, 'sent')
    expect(sent.attempts).toBe(1)
    await pause(2500)
    expect(await mailTo(email)).toHaveLength(1)
  })

  it('a burst of 1,000 queued mails drains with none lost and none doubled', { timeout: 240_000 }, async () => {
    const tag = `burst-${Date.now()}`
    // Rows left queued for 11 minutes (their enqueue lost): the sweeper's Cron Trigger puts them on the queue.
    const stale = new Date(Date.now() - 11 * 60_000).toISOString()
    d1(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
       INSERT INTO outbox (kind, to_email, subject, body, lang, data, status, created_at, updated_at)
       SELECT 'newsletter_confirm', ?1 || '-' || i || '@example.com', 'x', '', 'pl',
         json_object('token', 'burst-token-' || i), 'queued', ?2, ?2 FROM n`,
      tag,
      stale,
    )
    const sweep = await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    expect(sweep.status).toBe(200)
    const counts = () =>
      d1<{ sent: number; total: number }>(
        "SELECT SUM(status = 'sent') AS sent, COUNT(*) AS total FROM outbox WHERE to_email LIKE ? || '-%'",
        tag,
      )[0]!
    await eventually(async () => counts().sent === 1000, 200_000)
    const delivered = d1<{ n: number; distinct_to: number }>(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT to_json) AS distinct_to FROM dev_mailbox WHERE to_json LIKE ?',
      `%${tag}-%`,
    )[0]!
    expect(counts().total).toBe(1000)
    expect(delivered).toEqual({ n: 1000, distinct_to: 1000 })
  })
})

describe('links in mail come from the configured origin', () => {
  const EVIL = 'evil.example'

  /**
   * A POST from a client that forges its Host. Node's fetch drops a Host header, so this goes through node:http,
   * which sends it as given; the Origin matches the forged host, so the edge's CSRF check (Origin against the
   * request's own URL) passes only if the Worker really took evil.example for its host. SITE_ORIGIN, where links
   * must point, is the server's own address: a link built from the request would name evil.example.
   */
  function forgedPost(path: string, body: unknown): Promise<{ status: number; text: string }> {
    const target = new URL(baseUrl())
    const payload = JSON.stringify(body)
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: 'POST',
          headers: {
            host: EVIL,
            origin: `https://${EVIL}`,
            'x-forwarded-host': EVIL,
            'x-forwarded-proto': 'https',
            accept: 'application/json',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...ip(),
          },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        },
      )
      request.on('error', reject)
      request.end(payload)
    })
  }

  it('a forged Host or X-Forwarded-Host changes no link in any mail', async () => {
    const renter = unique('evil-renter')
    const newsletter = unique('evil-news')
    const trial = unique('evil-trial')
    // The forged host reaches the Worker: a same-origin POST by its measure (else the CSRF check answers 403).
    expect((await forgedPost('/api/newsletter/subscribe', { email: newsletter, lang: 'pl' })).status).toBeLessThan(300)
    const inquiry = await forgedPost('/api/forms/facilities/lockerbox-warszawa/inquiries', {
      name: 'Ewa Zła',
      email: renter,
      phone: '+48 600 000 000',
      sizeM2: 4,
      message: 'Test linków',
    })
    expect(inquiry.status, inquiry.text).toBe(201)
    const inquiryId = (JSON.parse(inquiry.text) as { id: number }).id
    const trialResponse = await forgedPost('/api/forms/trial-start', {
      name: 'Firma Testowa',
      // Its own NIP: one that has an account would mail its owner instead of this requester (issue 42).
      nip: freshNip(),
      street: 'Prosta',
      buildingNumber: '1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
      email: trial,
      phone: '+48 22 123 45 67',
    })
    expect(trialResponse.status, trialResponse.text).toBe(201)
    const [confirmation] = await arrived(newsletter)
    const token = /#token=([\w-]+)/.exec(confirmation!.text)![1]!
    expect((await forgedPost('/api/newsletter/confirm', { token })).status).toBeLessThan(300)
    const mails = [
      ...(await arrived(newsletter, 2)),
      ...(await arrived(renter)),
      ...(await arrived(trial)),
      // The operator's notice (Reply-To: the renter) and the panel users' notices of the same inquiry.
      ...(await eventually(async () => {
        const rows = d1<{ status: string }>(
          "SELECT status FROM outbox WHERE ref_table = 'inquiries' AND ref_id = ?",
          inquiryId,
        )
        return rows.length >= 2 && rows.every((r) => r.status === 'sent') ? rows : undefined
      }).then(async () => (await mailTo('')).filter((m) => m.replyTo === renter || m.text.includes('Ewa Zła')))),
    ]
    const links = mails.flatMap(linksIn)
    expect(links.length).toBeGreaterThan(5)
    // SITE_ORIGIN of the test server (scripts/lib/local-server.ts): its own address, never the request's host.
    for (const link of links) expect(new URL(link).origin, link).toBe(baseUrl())
    expect(JSON.stringify(mails)).not.toContain(EVIL)
  })
})
