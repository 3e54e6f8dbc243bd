import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { baseUrl } from './http'
import { eventually } from './mail'

/** Issue 14, findings 6 and 8: the newsletter tells nobody who subscribes, and only a confirmed address is subscribed. */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

type Row = { id: number; email: string; subscriptionStatus: string }
type Mail = { kind: string; toEmail: string; subject: string; body: string; status: string }
const ip = () => ({
  'cf-connecting-ip': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
})
const subscribe = (email: string, lang = 'pl') =>
  apiFetch('/api/newsletter/subscribe', { method: 'POST', body: { email, lang }, headers: ip() })
const confirm = (token: string) =>
  apiFetch('/api/newsletter/confirm', { method: 'POST', body: { token }, headers: ip() })
const inbox = async <T>(kind: string) =>
  ((await (await apiFetch(`/api/superadmin/inbox/${kind}?limit=50`, { cookie: admin })).json()) as { items: T[] }).items
/** The outbox rows once sent: the consumer stores the text it sent (issue 25). */
const mailTo = (email: string, kind: string) =>
  eventually(async () => {
    const rows = (await inbox<Mail>('outbox')).filter((mail) => mail.toEmail === email && mail.kind === kind)
    return rows.length && rows.every((mail) => mail.status === 'sent') ? rows : undefined
  })
const subscription = async (email: string) => (await inbox<Row>('newsletter')).find((row) => row.email === email)
const tokenIn = (body: string) => /#token=([\w-]+)/.exec(body)![1]!
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`

describe('sign-up answers', () => {
  it('are the same for a new, a pending and a confirmed address', async () => {
    const email = unique('same')
    const answers = [await subscribe(email), await subscribe(email)]
    await confirm(tokenIn((await mailTo(email, 'newsletter_confirm'))[0]!.body))
    answers.push(await subscribe(email))
    const seen = await Promise.all(answers.map(async (response) => `${response.status} ${await response.text()}`))
    expect(new Set(seen).size).toBe(1)
    expect(seen[0]).toBe('202 {"ok":true}')
  })
})

describe('double opt-in', () => {
  it("stores a pending sign-up and e-mails a single-use link in the subscriber's language", async () => {
    const email = unique('potwierdz')
    await subscribe(email)
    expect((await subscription(email))?.subscriptionStatus).toBe('pending')
    const [mail] = await mailTo(email, 'newsletter_confirm')
    expect(mail!.subject).toBe('Potwierdź zapis do newslettera Skrytka')
    expect(mail!.body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/pl\/newsletter\/potwierdz#token=[\w-]{43}/)
    // Stored hashed: the raw token is nowhere in the database but the e-mail.
    const token = tokenIn(mail!.body)
    expect(d1(`SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE confirm_token_hash = '${token}'`)[0]).toEqual({
      n: 0,
    })

    expect((await confirm(token)).status).toBe(200)
    expect((await subscription(email))?.subscriptionStatus).toBe('confirmed')
    expect((await confirm(token)).status).toBe(404)
  })

  it('writes English to an English subscriber', async () => {
    const email = unique('confirm')
    await subscribe(email, 'en')
    const [mail] = await mailTo(email, 'newsletter_confirm')
    expect(mail!.subject).toBe('Confirm your Skrytka newsletter subscription')
    expect(mail!.body).toContain('/en/newsletter/confirm#token=')
  })

  it('refuses an expired or unknown link', async () => {
    const email = unique('wygasly')
    await subscribe(email)
    const token = tokenIn((await mailTo(email, 'newsletter_confirm'))[0]!.body)
    d1(`UPDATE newsletter_subscriptions SET confirm_expires_at = 1 WHERE email = '${email}'`)
    const expired = await confirm(token)
    expect(expired.status).toBe(404)
    expect(await expired.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await confirm('A'.repeat(43))).status).toBe(404)
    expect((await subscription(email))?.subscriptionStatus).toBe('pending')
  })

  it('sends a welcome e-mail with a one-click unsubscribe link that works once and cannot be forged', async () => {
    const email = unique('wypisz')
    await subscribe(email)
    await confirm(tokenIn((await mailTo(email, 'newsletter_confirm'))[0]!.body))
    const [welcome] = await mailTo(email, 'newsletter_welcome')
    const link = /(\/newsletter\/one-click)\?lang=pl&id=(\d+)&token=([\w-]+)/.exec(welcome!.body)!
    const [id, token] = [Number(link[2]), link[3]!]
    const unsubscribe = (body: unknown) =>
      apiFetch('/api/newsletter/unsubscribe', { method: 'POST', body, headers: ip() })
    expect((await unsubscribe({ id, token: `${token.slice(0, -2)}xx` })).status).toBe(404)
    expect(await subscription(email)).toBeDefined()
    expect((await unsubscribe({ id, token })).status).toBe(200)
    expect(await subscription(email)).toBeUndefined()
    expect((await unsubscribe({ id, token })).status).toBe(200)
  })

  it('the one-click POST unsubscribes from a network whose form limit is used up (mail providers share addresses)', async () => {
    const email = unique('wspolny')
    await subscribe(email)
    await confirm(tokenIn((await mailTo(email, 'newsletter_confirm'))[0]!.body))
    const [welcome] = await mailTo(email, 'newsletter_welcome')
    const link = /\/newsletter\/one-click\?lang=pl&id=(\d+)&token=([\w-]+)/.exec(welcome!.body)!
    const [id, token] = [Number(link[1]), link[2]!]
    const shared = '198.18.77.7'
    // The provider's address has used up the links' limit, in this window and the next.
    const now = Math.floor(Date.now() / 1000)
    for (const window of [now - (now % 600), now - (now % 600) + 600])
      d1(
        'INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, 100000)',
        `form:newsletter-link:${shared}`,
        window,
      )
    const headers = { 'cf-connecting-ip': shared }
    // Guesses from that network are still refused…
    const guess = await apiFetch('/api/newsletter/unsubscribe', {
      method: 'POST',
      body: { id, token: `${token.slice(0, -2)}xx` },
      headers,
    })
    expect(guess.status).toBe(429)
    expect(await subscription(email)).toBeDefined()
    // …but the subscription's own link, POSTed the RFC 8058 way, unsubscribes.
    const post = await fetch(`${baseUrl()}/newsletter/one-click?lang=pl&id=${id}&token=${token}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(post.status).toBe(200)
    expect(await subscription(email)).toBeUndefined()
  })
})
