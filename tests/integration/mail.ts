import { baseUrl } from './http'

/** A message in the local mailbox, as GET /__dev/mail lists it (issue 25). */
export type DevMail = {
  id: number
  to: string[]
  from: string
  replyTo: string | null
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** Files the message carried; `url` serves one as it was sent. */
  attachments: { filename: string; type: string; size: number; url: string }[]
  sentAt: string
}

export async function mailTo(address: string): Promise<DevMail[]> {
  const response = await fetch(`${baseUrl()}/__dev/mail?to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`/__dev/mail answered ${response.status}`)
  return ((await response.json()) as { messages: DevMail[] }).messages
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The mail(s) to `address` once `count` have arrived. */
export const arrived = (address: string, count = 1, timeoutMs?: number) =>
  eventually(async () => {
    const messages = await mailTo(address)
    return messages.length >= count ? messages : undefined
  }, timeoutMs)

/**
 * The local mailer's fault switch: the next `remaining` sends to `to` fail (-1: all, 0: lift it), with the Email
 * Service's error `code` when given (E_RECIPIENT_SUPPRESSED fails at once, E_DAILY_LIMIT_EXCEEDED waits).
 */
export async function mailFault(to: string, remaining: number, code?: string) {
  const response = await fetch(`${baseUrl()}/__dev/mail/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, remaining, ...(code ? { code } : {}) }),
  })
  if (!response.ok) throw new Error(`fault switch answered ${response.status}`)
}

export async function enqueue(ids: number[]) {
  const response = await fetch(`${baseUrl()}/__dev/mail/enqueue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  })
  if (!response.ok) throw new Error(`enqueue answered ${response.status}`)
}

/** Every absolute link in a message, both parts (HTML entities for `&` undone). */
export const linksIn = (mail: Pick<DevMail, 'html' | 'text' | 'headers'>) =>
  [mail.html, mail.text, mail.headers['List-Unsubscribe'] ?? ''].flatMap((part) =>
    [...part.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0].replace(/&#38;/g, '&')),
  )
