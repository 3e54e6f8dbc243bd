import { Hono } from 'hono'
import { NEWSLETTER_PATHS } from '@api/contract/newsletter-paths'
import { ONE_CLICK_PATH } from '@api/mail/newsletter-paths'
import { isLang } from '@kernel/lang'
import { CLIENT_IP_HEADER, DEFAULT_API_KEY_HEADER, REQUEST_ID_HEADER } from '@kernel/names'
import { callUpstream } from '../lib/upstream'
import type { EdgeEnv } from '../types'

/**
 * RFC 8058 one-click unsubscribe, the `List-Unsubscribe` URL of newsletter mail (api/mail/newsletter-paths.ts).
 * POST (what Gmail, Outlook and Apple Mail send) unsubscribes at once, without a page: the token in the URL is the
 * authority, so no CSRF check applies (the sender is the mail provider, never a page of ours). GET, which a person
 * or a link-following scanner makes, only leads to the unsubscribe page, whose button does it.
 */
const params = (url: URL) => {
  const lang = url.searchParams.get('lang')
  const id = Number(url.searchParams.get('id'))
  const token = url.searchParams.get('token') ?? ''
  return { lang: isLang(lang) ? lang : 'pl', id, token }
}

export const newsletterOneClick = new Hono<EdgeEnv>()
  .get(ONE_CLICK_PATH, (c) => {
    const { lang, id, token } = params(new URL(c.req.url))
    const fragment = new URLSearchParams({ id: String(id), token })
    return c.redirect(`${NEWSLETTER_PATHS.unsubscribe[lang]}#${fragment}`, 303)
  })
  .post(ONE_CLICK_PATH, async (c) => {
    const { id, token } = params(new URL(c.req.url))
    if (!Number.isSafeInteger(id) || id < 1 || !token) return c.text('Invalid unsubscribe link', 400)
    const headers = new Headers({ 'content-type': 'application/json' })
    headers.set(c.env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER, c.env.API_KEY)
    // The API counts only a wrong token against the caller's network (providers POST from shared ones); logs carry
    // this request's id.
    const ip = c.req.header(CLIENT_IP_HEADER)
    if (ip) headers.set(CLIENT_IP_HEADER, ip)
    headers.set(REQUEST_ID_HEADER, c.get('requestId'))
    const upstream = await callUpstream(
      c.env,
      new Request(new URL('/api/newsletter/unsubscribe', c.req.url), {
        method: 'POST',
        headers,
        body: JSON.stringify({ id, token }),
      }),
    ).catch(() => null)
    if (!upstream) return c.text('Try again later', 503, { 'Retry-After': '60' })
    if (upstream.ok) return c.text('Unsubscribed', 200)
    if (upstream.status === 429)
      return c.text('Too many requests', 429, { 'Retry-After': upstream.headers.get('Retry-After') ?? '60' })
    // 400 (malformed token) and 404 (a token that does not match): the same answer, nothing to tell apart.
    return c.text('Invalid unsubscribe link', 404)
  })
