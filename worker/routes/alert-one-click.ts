import { Hono } from 'hono'
import { ALERT_ONE_CLICK_PATH, ALERT_PATHS } from '@api/contract/alert-paths'
import { DEFAULT_API_KEY_HEADER } from '@kernel/names'
import { callUpstream } from '../lib/upstream'
import type { EdgeEnv } from '../types'

/**
 * RFC 8058 one-click unsubscribe of a saved-search alert. A mail client POSTs `List-Unsubscribe=One-Click` to the
 * address in the mail's header, without cookies or an Origin: the API's CSRF rule (same-origin) cannot apply, and
 * the signed id/token pair is the proof. A GET (a person, or a scanner following links) changes nothing: it leads
 * to the manage page, where the person decides.
 */
const paramsOf = (url: URL) => ({
  lang: url.searchParams.get('lang') === 'en' ? ('en' as const) : ('pl' as const),
  id: Number(url.searchParams.get('id')),
  token: url.searchParams.get('token') ?? '',
})

export const alertOneClick = new Hono<EdgeEnv>()
  .post(ALERT_ONE_CLICK_PATH, async (c) => {
    const { id, token } = paramsOf(new URL(c.req.url))
    if (!Number.isSafeInteger(id) || id < 1) return c.text('Invalid link', 400, { 'cache-control': 'no-store' })
    const request = new Request(new URL('/api/alerts/unsubscribe', c.req.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [c.env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER]: c.env.API_KEY,
        ...(c.req.header('cf-connecting-ip') ? { 'cf-connecting-ip': c.req.header('cf-connecting-ip')! } : {}),
      },
      body: JSON.stringify({ id, token }),
    })
    const response = await callUpstream(c.env, request, c.executionCtx)
    const status = response.ok ? 200 : response.status === 404 ? 404 : response.status === 429 ? 429 : 400
    return c.text(response.ok ? 'Unsubscribed' : 'Invalid link', status, { 'cache-control': 'no-store' })
  })
  .get(ALERT_ONE_CLICK_PATH, (c) => {
    const { lang, id, token } = paramsOf(new URL(c.req.url))
    return c.redirect(`${ALERT_PATHS.manage[lang]}#id=${id}&token=${encodeURIComponent(token)}`, 303)
  })
