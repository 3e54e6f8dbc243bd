/**
 * Reads a request body only as far as the route's cap allows (issue 30: the edge awaited `arrayBuffer()` whole, and
 * three 100 MB chunked POSTs took workerd from 1.75 to 2.96 GB while an isolate has 128 MB).
 * - A declared `Content-Length` over the cap is refused before a single byte is read, unless it is small enough
 *   (≤ DISCARD_MAX_BYTES) to read and throw away: an unread body ends a keep-alive connection, and under local
 *   wrangler the refused request itself failed with "Network connection lost" instead of its 413.
 * - Otherwise (chunked, or a length that lies) the stream is counted as it arrives and cancelled at cap + 1 bytes.
 */
export const TOO_LARGE = Symbol('too large')
export const DISCARD_MAX_BYTES = 1024 * 1024

/** Reads a small refused body to its end, keeping none of it. */
async function discard(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader()
  for (let seen = 0; seen <= DISCARD_MAX_BYTES; ) {
    const { done, value } = await reader.read()
    if (done) return
    seen += value.byteLength
  }
  reader.releaseLock()
}

export async function readCappedBody(request: Request, cap: number): Promise<ArrayBuffer | null | typeof TOO_LARGE> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= cap)) {
    if (request.body && Number(declared) <= DISCARD_MAX_BYTES) await discard(request.body)
    return TOO_LARGE
  }
  if (!request.body) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > cap) {
      // Reading stops here and what was read is dropped with the request. Not `cancel()`: under local wrangler
      // that broke the dev proxy's connection to workerd, and the next request on it failed.
      reader.releaseLock()
      return TOO_LARGE
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body.buffer
}
