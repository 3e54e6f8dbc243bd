import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { DEFAULT_LANG, isLang } from '@kernel/lang'
import { LANG_COOKIE } from '@kernel/names'
import { DIRECT_RENDER, legacyRedirect } from '~/i18n/route-table'
import type { EdgeEnv } from '../types'

/** Paths the language router never touches: the API, feeds, the console, framework internals and files. */
const PASS_THROUGH = /^\/(api|admin|feeds|_serverFn|__tsr|assets|images|fonts)(\/|$)/
const LOOKS_LIKE_LANG = /^[a-z]{2}(-[a-z]{2,4})?$/i

/**
 * Language routing (ADR 0004): permanent 301 for the fixed legacy table, temporary 302 for anything that
 * depends on the visitor (the root) or is a guess (a missing or invalid prefix).
 */
export const langRedirects = new Hono<EdgeEnv>().on(['GET', 'HEAD'], '*', async (c, next) => {
  const url = new URL(c.req.url)
  const path = url.pathname
  if (PASS_THROUGH.test(path) || /\.[a-z0-9]{1,8}$/i.test(path)) return next()

  if (path === '/') {
    const stored = getCookie(c, LANG_COOKIE)
    const lang = isLang(stored) ? stored : DEFAULT_LANG
    c.header('Vary', 'Cookie')
    c.header('Cache-Control', 'private, no-store')
    return c.redirect(`/${lang}${url.search}`, 302)
  }

  const [first, ...rest] = path.split('/').filter(Boolean)
  if (isLang(first) || DIRECT_RENDER[path.replace(/\/+$/, '')]) return next()

  const legacy = legacyRedirect(path)
  if (legacy) return c.redirect(`${legacy}${url.search}`, 301)

  const remainder = first && LOOKS_LIKE_LANG.test(first) ? rest : [first, ...rest]
  return c.redirect(`/${[DEFAULT_LANG, ...remainder].filter(Boolean).join('/')}${url.search}`, 302)
})
