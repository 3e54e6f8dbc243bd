import './i18n/messages.server'
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createEdgeApp } from '../worker/app'

const renderPage = createStartHandler(defaultStreamHandler)
const app = createEdgeApp((request) => renderPage(request))

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>
