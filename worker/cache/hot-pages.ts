/**
 * Least-recently-used pages kept in this isolate's memory, bounded by bytes. A hit here skips the Cache API
 * round trip entirely; the Cache API stays the layer shared across isolates. Also holds the KV cache's API
 * answers (market-cache.ts), whose bodies are strings.
 */
export class HotPages<T extends { body: Uint8Array | string }> {
  readonly #pages = new Map<string, T>()
  #bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const page = this.#pages.get(key)
    if (page) {
      // Map order is insertion order: re-inserting marks the page most recently used.
      this.#pages.delete(key)
      this.#pages.set(key, page)
    }
    return page
  }

  set(key: string, page: T) {
    this.delete(key)
    if (sizeOf(page) > this.maxBytes) return
    this.#pages.set(key, page)
    this.#bytes += sizeOf(page)
    for (const [oldest, evicted] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break
      this.#pages.delete(oldest)
      this.#bytes -= sizeOf(evicted)
    }
  }

  delete(key: string) {
    const page = this.#pages.get(key)
    if (!page) return
    this.#pages.delete(key)
    this.#bytes -= sizeOf(page)
  }

  get size() {
    return this.#pages.size
  }
}

/** A string counts its UTF-16 length: within a factor of the bytes it takes, which is all a budget needs. */
const sizeOf = (page: { body: Uint8Array | string }) =>
  typeof page.body === 'string' ? page.body.length : page.body.byteLength
