import './i18n/messages.server'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { expireOldData } from '@api/lib/expiry'
import { expireHolds } from '@api/reservations/expire'
import { inviteReviews } from '@api/reviews/invitations'
import { businessToday } from '@kernel/calendar-date'
import { consumeAlerts, logDeadAlerts, startDigest, sweepAlertEvents } from '@api/alerts/consumer'
import type { AlertMessage } from '@api/alerts/events'
import { expireSearches } from '@api/alerts/expiry'
import { dayOf } from '@api/alerts/send'
import type { MailMessage } from '@api/lib/outbox'
import { deliverBatch, failDeadLetters } from '@api/mail/deliver'
import { sweepOutbox } from '@api/mail/sweep'
import { remindTrials } from '@api/trials/reminders'
import { removeUnactivatedTrials } from '@api/trials/unactivated'
import { recheckCompanies } from '@api/registries/run'
import { ConfigError, ensureServerEnv } from '../worker/env.server'
import { createEdgeApp } from '../worker/app'
import { cacheKv } from '../worker/cache/kv'
import { drainUnreadBody } from '../worker/lib/drain-unread-body'
import { purgeMarketplace } from '../worker/cache/market-cache'
import { provideTransport } from './lib/api-transport.server'
import { isLocal } from '@server/environment.server'
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

/** wrangler.toml's frequent trigger: the mail and alert sweepers and the reservation holds. */
const FREQUENT_CRON = '*/5 * * * *'
/** The saved-search alerts' daily digest (issue 27): in the morning, Polish time. */
const ALERT_DIGEST_CRON = '0 7 * * *'

export default {
  fetch: (request, env, ctx) => {
    try {
      ensureServerEnv(env)
    } catch (error) {
      return misconfigured(error)
    }
    if (!isLocal(env)) return app.fetch(request, env, ctx)
    // Only once the answer is there (until then the app may still read the body), and before it goes out.
    return Promise.resolve(app.fetch(request, env, ctx)).then(async (response) => {
      await drainUnreadBody(request, response)
      return response
    })
  },
  // The Cron Triggers in wrangler.toml. Every 5 minutes: the mail and alert sweepers, and reservation holds past their last
  // day expire (issue 26: a unit is free again within minutes, not at the next daily run); freed units change
  // listings, so their cached pages and API answers are retired. Daily: deletes what has expired (sessions,
  // rate-limit windows, old outbox rows, unconfirmed newsletter sign-ups). Logged so a run is visible in
  // `wrangler tail` and Workers Logs.
  scheduled: async (controller, env, ctx) => {
    ensureServerEnv(env)
    if (controller.cron === FREQUENT_CRON) {
      await sweepOutbox(env, (work) => ctx.waitUntil(work))
      await sweepAlertEvents(env, (work) => ctx.waitUntil(work))
      const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work)
      const holds = await expireHolds(env, { queue: env.ALERT_QUEUE, waitUntil }, waitUntil)
      if (holds > 0) {
        await purgeMarketplace(cacheKv(env))
        log('info', 'reservation_holds_expired', { holds })
      }
      return
    }
    if (controller.cron === ALERT_DIGEST_CRON) {
      await startDigest(env, dayOf(controller.scheduledTime))
      return
    }
    // Each daily step on its own: one that throws (a D1 hiccup, a slow register) is logged and the others still run.
    const step = async (name: string, work: () => Promise<unknown>) => {
      try {
        const result = await work()
        if (result && typeof result === 'object') log('info', name, result as Record<string, unknown>)
      } catch (error) {
        log('error', `${name}_failed`, errorFields(error))
      }
    }
    const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work)
    await step('expiry', async () => ({ cron: controller.cron, deleted: await expireOldData(env) }))
    // Saved-search alerts (issue 27): the 90-day expiry and its renewal mails.
    await step('alert_expiry', () => expireSearches(env, waitUntil))
    // Issue 42: the mails 7 days and 1 day before a trial ends, once each.
    await step('trial_reminders', () => remindTrials(env, dayOf(controller.scheduledTime), waitUntil))
    // Trial accounts nobody entered in a week: a stranger's typed company and address are not kept.
    await step('unactivated_trials', () => removeUnactivatedTrials(env))
    // Issue 43: stays marked moved in a week ago get their review invitation.
    await step('review_invitations', () => inviteReviews(env, businessToday(controller.scheduledTime), waitUntil))
    // The daily run sweeps too, so an environment with only the daily trigger still re-sends lost mail and alerts.
    await step('outbox_sweep', () => sweepOutbox(env, waitUntil))
    await step('alert_sweep', () => sweepAlertEvents(env, waitUntil))
    // Issue 42: companies re-checked against the public registers; one that stops passing loses its badge at once.
    // Last: slow registers must not hold up the rest.
    await step('verification_recheck', async () => {
      const summary = await recheckCompanies(env)
      if (summary.changed > 0) await purgeMarketplace(cacheKv(env))
    })
  },
  // Mail (issue 25): both lanes' queues (wrangler.toml's mail and bulk mail queues; issue 41, ADR 0094) have the
  // same consumer, which sends; their dead-letter queues' consumer marks rows failed. Alerts
  // (issue 27): the alert queue's consumer matches and mails; its dead-letter queue's consumer logs what it gave up.
  queue: async (batch, env, ctx) => {
    ensureServerEnv(env)
    if (batch.queue.endsWith('-alerts'))
      return consumeAlerts(batch as MessageBatch<AlertMessage>, env, (work) => ctx.waitUntil(work))
    if (batch.queue.endsWith('-alerts-dlq')) return logDeadAlerts(batch as MessageBatch<AlertMessage>)
    if (batch.queue.endsWith('-dlq')) await failDeadLetters(batch as MessageBatch<MailMessage>, env)
    else await deliverBatch(batch as MessageBatch<MailMessage>, env)
  },
} satisfies ExportedHandler<Env, MailMessage | AlertMessage>
