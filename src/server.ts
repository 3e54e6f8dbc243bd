import './i18n/messages.server'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { expireOldData } from '@api/lib/expiry'
import { createEdgeApp } from '../worker/app'
import { provideTransport } from './lib/api-transport.server'

/**
 * The Worker entry (wrangler.toml `main`) and the one place where the layers meet: the edge app (worker/) answers
 * first and renders pages through Start, handing each render the transport its loaders use to reach the API.
 */
const renderPage = createStartHandler(defaultStreamHandler)
const app = createEdgeApp((request, apiTransport) => {
  provideTransport(request, apiTransport)
  return renderPage(request)
})

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // The Cron Trigger in wrangler.toml: deletes what has expired (sessions, rate-limit windows, old outbox rows,
  // unconfirmed newsletter sign-ups). Logged so a run is visible in `wrangler tail`.
  scheduled: async (controller, env) => {
    const deleted = await expireOldData(env)
    console.log(JSON.stringify({ event: 'expiry', cron: controller.cron, deleted }))
  },
} satisfies ExportedHandler<Env>
