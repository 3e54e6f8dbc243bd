/**
 * Issue 41's mail attacks for `npm run test:abuse` (ADR 0092), against a running local server: a victim's address
 * typed into every form from 70 networks, and a catch-all domain's 120 saved searches confirmed from 8 IPv6 /64s.
 * Each ends in a met / missed verdict. Mail is read from the server's local mailbox (`/__dev/mail`).
 */
import { emailKey } from '../../api/reservations/email-key.ts'

type DevMail = { to: string[]; text: string }
export type MailVerdict = { target: string; measured: string; verdict: 'met' | 'missed' }

const run = Date.now().toString(36)

async function post(base: string, path: string, body: unknown, ip: string): Promise<number> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return response.status
}

const mailbox = async (base: string): Promise<DevMail[]> =>
  ((await (await fetch(`${base}/__dev/mail`)).json()) as { messages: DevMail[] }).messages

/** Polls the mailbox until `count` mails match, or until `seconds` pass; the matching mails either way. */
async function settle(base: string, match: (mail: DevMail) => boolean, count: number, seconds: number) {
  const end = Date.now() + seconds * 1000
  for (;;) {
    const mails = (await mailbox(base)).filter(match)
    if (mails.length >= count || Date.now() > end) return mails
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const search = { lat: '52.2297', lon: '21.0122', place: 'Warszawa', radius: '5' }

/** 70 form posts naming one victim, each from its own network: at most 3 mails may reach the victim. */
export async function victimFlood(
  base: string,
): Promise<{ row: Record<string, string | number>; verdict: MailVerdict }> {
  const victim = `victim-${run}@abuse-${run}.example`
  const key = emailKey(victim)
  const spell = (i: number) => victim.replace('@', `+${i}@`)
  const lure = 'Twoje konto zostanie zablokowane'
  const forms: [string, (i: number) => unknown][] = [
    [
      '/api/forms/facilities/lockerbox-warszawa/inquiries',
      (i) => ({
        name: 'Jan Nowak',
        email: spell(i),
        phone: '600 100 200',
        message: `${lure} https://evil.example/${i}`,
      }),
    ],
    [
      '/api/forms/trial-start',
      (i) => ({
        name: 'Magazyny Kowalski',
        nip: '5260250274',
        street: 'Długa',
        buildingNumber: '5',
        postalCode: '00-001',
        city: 'Warszawa',
        country: 'PL',
        email: spell(i),
        phone: '600100200',
      }),
    ],
    ['/api/newsletter/subscribe', (i) => ({ email: spell(i), lang: 'pl' })],
    ['/api/alerts', (i) => ({ email: spell(i), lang: 'pl', search })],
  ]
  const statuses = new Map<number, number>()
  const posts = Array.from({ length: 70 }, (_, i) => {
    const [path, body] = forms[i % forms.length]!
    return () => post(base, path, body(i), `203.0.113.${i + 10}`)
  })
  const started = Date.now()
  for (let i = 0; i < posts.length; i += 10)
    for (const status of await Promise.all(posts.slice(i, i + 10).map((send) => send())))
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
  // Mail is delivered in the background: give the queue 20 s to bring anything more than the first three.
  const toVictim = (mail: DevMail) => mail.to.some((to) => emailKey(to) === key)
  const delivered = await settle(base, toVictim, 4, 20)
  const withLure = delivered.filter((mail) => mail.text.includes(lure) || mail.text.includes('evil.example')).length
  return {
    row: {
      attack: '70 form posts (inquiry, trial, newsletter, alert) naming one victim, 70 networks',
      answers: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
      'mails delivered to the victim': delivered.length,
      'with the attacker’s text': withLure,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    },
    verdict: {
      target: '70 form posts to one victim address deliver at most 3 mails, none with the attacker’s text',
      measured: `${delivered.length} delivered, ${withLure} with the attacker’s text`,
      verdict: delivered.length <= 3 && withLure === 0 ? 'met' : 'missed',
    },
  }
}

/** 120 searches saved at one catch-all domain from 8 IPv6 /64s, each confirmed from its mail's link. */
export async function catchAllAlerts(
  base: string,
): Promise<{ row: Record<string, string | number>; verdict: MailVerdict }> {
  const domain = `catchall-${run}.example`
  const networks = Array.from({ length: 8 }, (_, n) => `2001:db8:${n + 41}::1`)
  const started = Date.now()
  let saved = 0
  for (let i = 0; i < 120; i += 8)
    saved += (
      await Promise.all(
        networks.map((ip, n) => post(base, '/api/alerts', { email: `s${i + n}@${domain}`, lang: 'pl', search }, ip)),
      )
    ).filter((status) => status === 202).length
  const mails = await settle(base, (mail) => mail.to.some((to) => to.endsWith(`@${domain}`)), 120, 30)
  const tokens = mails.flatMap((mail) => /#token=([\w-]+)/.exec(mail.text)?.[1] ?? [])
  const answers = new Map<number, number>()
  for (let i = 0; i < tokens.length; i++) {
    const status = await post(base, '/api/alerts/confirm', { token: tokens[i] }, networks[i % networks.length]!)
    answers.set(status, (answers.get(status) ?? 0) + 1)
  }
  const confirmed = answers.get(200) ?? 0
  return {
    row: {
      attack: `120 searches at one catch-all domain from 8 IPv6 /64s (${saved} saves answered 202)`,
      'confirmation mails': mails.length,
      'confirm answers': [...answers].map(([status, n]) => `${n}× ${status}`).join(', '),
      'searches confirmed': confirmed,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    },
    verdict: {
      target: '120 confirmed searches on one domain cannot be made (at most 20 a day)',
      measured: `${confirmed} confirmed`,
      verdict: confirmed <= 20 ? 'met' : 'missed',
    },
  }
}
