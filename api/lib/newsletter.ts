import type { Context } from 'hono'
import { type Brand, brand } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import type { ApiEnv } from '../types'
import { queueEmail } from './outbox'
import { timingSafeEqual } from './password'
import { base64url, hmacSha256, sha256Hex } from './crypto'

/** How long a confirmation link works; the cron deletes a pending sign-up after it. */
export const CONFIRM_TTL_S = 48 * 3600
/** A repeated sign-up of a pending address re-sends the link, but not more often than this (no inbox flooding). */
export const RESEND_AFTER_S = 10 * 60

/**
 * Public paths of the result pages, as the route table has them (src/i18n/route-table.ts, checked by a test there).
 * The token travels in the fragment: it never reaches a server log, a cache key or a Referer, and a mail scanner
 * that prefetches links confirms nothing, because only the page's script sends the token.
 */
export const NEWSLETTER_PATHS = {
  confirm: { pl: '/pl/newsletter/potwierdz', en: '/en/newsletter/confirm' },
  unsubscribe: { pl: '/pl/newsletter/wypisz', en: '/en/newsletter/unsubscribe' },
} as const

const now = () => Math.floor(Date.now() / 1000)

export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))
export const hashToken = (token: string) => sha256Hex(`newsletter:${token}`)

/** The site the visitor used (the edge proxy forwards it), so links work locally and in production alike. */
export function publicOrigin(c: Context): string {
  const url = new URL(c.req.url)
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '')
  const host = c.req.header('x-forwarded-host') ?? url.host
  return `${proto === 'https' ? 'https' : 'http'}://${host}`
}

/**
 * Unsubscribe tokens are not stored at all: an HMAC of the subscription under the server secret, so every later
 * e-mail can carry a working link and a leaked database holds nothing to forge one with.
 */
async function unsubscribeToken(secret: string, id: number, email: string): Promise<string> {
  return base64url(await hmacSha256(secret, `unsubscribe:${id}:${email.toLowerCase()}`))
}

const secretOf = (c: Context<ApiEnv>) => c.env.SESSION_SECRET

export async function unsubscribeUrl(
  c: Context<ApiEnv>,
  sub: { id: number; email: string; lang: Lang },
): Promise<string> {
  const token = await unsubscribeToken(secretOf(c), sub.id, sub.email)
  return `${publicOrigin(c)}${NEWSLETTER_PATHS.unsubscribe[sub.lang]}#id=${sub.id}&token=${token}`
}

export async function isUnsubscribeToken(
  c: Context<ApiEnv>,
  sub: { id: number; email: string },
  token: string,
): Promise<boolean> {
  const encoder = new TextEncoder()
  return timingSafeEqual(encoder.encode(await unsubscribeToken(secretOf(c), sub.id, sub.email)), encoder.encode(token))
}

/** The newsletter's e-mails in `lang`, naming the brand the build was configured with (or the one given). */
export function newsletterCopy(lang: Lang, b: Brand = brand) {
  return lang === 'en'
    ? {
        confirmSubject: `Confirm your ${b.name} newsletter subscription`,
        confirmBody: (link: string) =>
          `Thank you for subscribing to the ${b.name} newsletter.\n\nTo confirm, open this link (valid for 48 hours):\n${link}\n\nIf this was not you, ignore this message: without confirmation we will not send you anything else.`,
        welcomeSubject: `Welcome to the ${b.name} newsletter`,
        welcomeBody: (link: string) =>
          `Subscription confirmed. Expect self-storage news once a month.\n\nUnsubscribe with one click: ${link}`,
      }
    : {
        confirmSubject: `Potwierdź zapis do newslettera ${b.name}`,
        confirmBody: (link: string) =>
          `Dziękujemy za zapis do newslettera ${b.name}.\n\nAby potwierdzić zapis, otwórz link (ważny 48 godzin):\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość — bez potwierdzenia nie wyślemy Ci niczego więcej.`,
        welcomeSubject: `Witamy w newsletterze ${b.name}`,
        welcomeBody: (link: string) =>
          `Zapis potwierdzony. Nowości z rynku self storage raz w miesiącu.\n\nWypisz się jednym kliknięciem: ${link}`,
      }
}

/**
 * Sign-up: a pending row and a confirmation e-mail with a fresh single-use link. A confirmed address, or a pending
 * one whose link went out moments ago, gets nothing new; the caller answers the same either way (no enumeration).
 */
export async function requestSubscription(c: Context<ApiEnv>, email: string, lang: Lang): Promise<void> {
  const db = c.var.db
  const token = newToken()
  const t = now()
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscriptions (email, lang, status, confirm_token_hash, confirm_expires_at, confirm_sent_at) VALUES (?1, ?2, 'pending', ?3, ?4, ?5)
     ON CONFLICT (email, lang) DO UPDATE SET confirm_token_hash = ?3, confirm_expires_at = ?4, confirm_sent_at = ?5
       WHERE status = 'pending' AND COALESCE(confirm_sent_at, 0) <= ?5 - ${RESEND_AFTER_S}
     RETURNING id`,
    )
    .bind(email, lang, await hashToken(token), t + CONFIRM_TTL_S, t)
    .first<{ id: number }>()
  if (!row) return
  const copy = newsletterCopy(lang)
  const link = `${publicOrigin(c)}${NEWSLETTER_PATHS.confirm[lang]}#token=${token}`
  await queueEmail(db, {
    kind: 'newsletter_confirm',
    to: email,
    subject: copy.confirmSubject,
    body: copy.confirmBody(link),
    refTable: 'newsletter_subscriptions',
    refId: row.id,
  }).run()
}

/** Uses a confirmation token (once, before it expires); true when it confirmed a subscription. */
export async function confirmSubscription(c: Context<ApiEnv>, token: string): Promise<boolean> {
  const db = c.var.db
  const row = await db
    .prepare(
      `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE confirm_token_hash = ? AND status = 'pending' AND confirm_expires_at > ? RETURNING id, email, lang`,
    )
    .bind(await hashToken(token), now())
    .first<{ id: number; email: string; lang: Lang }>()
  if (!row) return false
  const copy = newsletterCopy(row.lang)
  const body = copy.welcomeBody(await unsubscribeUrl(c, row))
  await queueEmail(db, {
    kind: 'newsletter_welcome',
    to: row.email,
    subject: copy.welcomeSubject,
    body,
    refTable: 'newsletter_subscriptions',
    refId: row.id,
  }).run()
  return true
}
