/**
 * Least-recently-used pages kept in this isolate's memory, bounded by bytes. A hit here skips the Cache API
 * round trip entirely; the Cache API stays the layer shared across isolates.
 */
export class HotPages<T extends { body: Uint8Array }> {
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
    if (page.body.byteLength > this.maxBytes) return
    this.#pages.set(key, page)
    this.#bytes += page.body.byteLength
    for (const [oldest, evicted] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break
      this.#pages.delete(oldest)
      this.#bytes -= evicted.body.byteLength
    }
  }

  delete(key: string) {
    const page = this.#pages.get(key)
    if (!page) return
    this.#pages.delete(key)
    this.#bytes -= page.body.byteLength
  }

  get size() {
    return this.#pages.size
  }
}
