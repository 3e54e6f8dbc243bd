import './i18n/messages.server'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { expireOldData } from '@api/lib/expiry'
import { ConfigError, ensureServerEnv } from '../worker/env.server'
import { createEdgeApp } from '../worker/app'
import { provideTransport } from './lib/api-transport.server'
import { errorFields, log } from '@server/log.server'

/**
 * The Worker entry (wrangler.toml `main`) and the one place where the layers meet: the edge app (worker/) answers
 * first and renders pages through Start, handing each render the transport its loaders use to reach the API.
 */
const renderPage = createStartHandler(defaultStreamHandler)
const app = createEdgeApp((request, apiTransport) => {
  provideTransport(request, apiTransport)
  return renderPage(request)
})

/** A broken configuration answers every request with a plain 500; the names are in the log, not in the page. */
function misconfigured(error: unknown): Response {
  log('error', 'config_error', error instanceof ConfigError ? { problems: error.problems } : errorFields(error))
  return new Response('Service misconfigured', {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export default {
  fetch: (request, env, ctx) => {
    try {
      ensureServerEnv(env)
    } catch (error) {
      return misconfigured(error)
    }
    return app.fetch(request, env, ctx)
  },
  // The Cron Trigger in wrangler.toml: deletes what has expired (sessions, rate-limit windows, old outbox rows,
  // unconfirmed newsletter sign-ups). Logged so a run is visible in `wrangler tail` and Workers Logs.
  scheduled: async (controller, env) => {
    ensureServerEnv(env)
    const deleted = await expireOldData(env)
    log('info', 'expiry', { cron: controller.cron, deleted })
  },
} satisfies ExportedHandler<Env>
