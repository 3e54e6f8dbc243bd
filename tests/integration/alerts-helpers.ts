import { apiFetch } from './api-helpers'
import { baseUrl } from './http'

export type DevMail = {
  id: number
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** What the local mailbox holds for an address, oldest first. */
export async function mailboxOf(to: string): Promise<DevMail[]> {
  const response = await fetch(`${baseUrl()}/__dev/mail?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: DevMail[] }).messages.reverse()
}

/** Waits until the mailbox holds `count` mails for the address (queues deliver in the background). */
export async function waitForMail(to: string, count = 1, timeoutMs = 20_000): Promise<DevMail[]> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailboxOf(to)
    if (mails.length >= count) return mails
    if (Date.now() > end) throw new Error(`${to}: ${mails.length} of ${count} mails after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`

let address = 0
/** Each save from its own address: the per-address form limit belongs to the rate-limit suites. */
export const freshIp = () => {
  address += 1
  return { 'cf-connecting-ip': `198.18.${Math.floor(address / 250) + 40}.${(address % 250) + 1}` }
}

export type SearchFields = Record<string, string | undefined>

export const saveAlert = (email: string, search: SearchFields, extra: Record<string, unknown> = {}) =>
  apiFetch('/api/alerts', { method: 'POST', body: { email, lang: 'pl', search, ...extra }, headers: freshIp() })

/** Saves and confirms from the mail's link: an active search. Returns its manage link's id and token. */
export async function activeAlert(
  email: string,
  search: SearchFields,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const saved = await saveAlert(email, search, extra)
  if (saved.status !== 202) throw new Error(`save: ${saved.status} ${await saved.text()}`)
  const [mail] = await waitForMail(email)
  const token = /#token=([\w-]+)/.exec(mail!.text)![1]
  const confirmed = await apiFetch('/api/alerts/confirm', { method: 'POST', body: { token }, headers: freshIp() })
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`)
  return ((await confirmed.json()) as { manage: { id: number; token: string } }).manage
}

/** Runs the daily digest as of a day (the local-only clock hook). */
export const runDigest = (day: string) =>
  fetch(`${baseUrl()}/__dev/alerts/digest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ day }),
  })

export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

/** Polls until `check` holds; throws (failing the test) when it never does. */
export async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Runs one of wrangler.toml's Cron Triggers now, as the platform would. */
export async function runCron(cron: '*/5 * * * *' | '17 3 * * *'): Promise<void> {
  const response = await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`)
  if (response.status !== 200) throw new Error(`cron ${cron}: ${response.status}`)
}
