import { DISCARD_MAX_BYTES } from './body-cap'

/** Long enough for any body a local test sends; a client that never sends what it declared is not waited for. */
const DRAIN_LIMIT_MS = 2000

/**
 * Local runs only: reads to the end a request body the Worker answered without reading (a refusal before the body
 * is parsed: CSRF, sign-in required, a rate limit; not a size cap, see below), before the answer goes out. Behind
 * `wrangler dev` the next request its proxy sends on that connection otherwise fails with "Network connection lost"
 * (workers-sdk issue 15203; here 30 of 30 after a refused 100 KB body; draining after the answer did not help).
 * Production answers refusals without reading the body on purpose, so this stays local.
 */
export async function drainUnreadBody(request: Request, response: Response): Promise<void> {
  // A body over its cap is refused unread on purpose, locally too (tests/integration/body-caps.test.ts), and so is
  // a large one sent where nobody is signed in (issue 41): reading it here would be the cost the refusal avoids.
  if (!request.body || request.bodyUsed || response.status === 413) return
  if (Number(request.headers.get('content-length') ?? 0) > DISCARD_MAX_BYTES) return
  const drained = request.body.pipeTo(new WritableStream()).catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((done) => {
    timer = setTimeout(done, DRAIN_LIMIT_MS)
  })
  await Promise.race([drained, late])
  clearTimeout(timer)
}
