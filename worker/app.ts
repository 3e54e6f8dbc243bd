import { Hono } from 'hono'
import { langRedirects } from './routes/lang-redirects'
import type { EdgeEnv } from './types'

export type PageRenderer = (request: Request) => Promise<Response>

/** The one Worker: edge routes first, then streaming SSR of every page (ADR 0003). */
export function createEdgeApp(renderPage: PageRenderer) {
  const app = new Hono<EdgeEnv>()
  app.route('/', langRedirects)
  app.all('*', async (c) => {
    const response = await renderPage(c.req.raw)
    if (response.status === 404) {
      console.warn(JSON.stringify({ event: 'not_found', path: new URL(c.req.url).pathname }))
    }
    return response
  })
  return app
}
