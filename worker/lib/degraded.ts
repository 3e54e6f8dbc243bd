/**
 * Renders during which the product API could not supply data. Such a page still renders its error state, but
 * answers 503 with Retry-After instead of 500: crawlers and monitors see a temporary outage, not a broken page.
 * Keyed by the request object Start renders, which the SSR transport sees as `getRequest()`.
 */
const degraded = new WeakSet<Request>()
const renderedFor = new WeakMap<Response, Request>()

export const RETRY_AFTER_S = 30

export function markDegraded(request: Request) {
  degraded.add(request)
}

/**
 * A failed render (the loader could not get its data) becomes a 503. Whether a page may be edge-cached is asked
 * once its body has been read (`wasDegraded`): a streamed page can also degrade after its headers are out.
 */
export function reflectDegradation(request: Request, rendered: Response): Response {
  const response = degraded.has(request) && rendered.status >= 500 ? unavailable(rendered) : rendered
  renderedFor.set(response, request)
  return response
}

export function wasDegraded(response: Response): boolean {
  const request = renderedFor.get(response)
  return request !== undefined && degraded.has(request)
}

function unavailable(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  headers.set('Retry-After', String(RETRY_AFTER_S))
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
