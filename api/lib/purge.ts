import { CACHE_PURGE_HEADER, PURGE_MARKETPLACE } from '@kernel/names'

/**
 * The edge proxy retires the marketplace caches (KV entries and the cached pages keyed on their generation) when a
 * write's answer carries this header, and strips it before the browser sees it. The one entry point every listing
 * write calls: when purges become per facility, only the proxy's side changes.
 */
export const MARKETPLACE_PURGE = [CACHE_PURGE_HEADER, PURGE_MARKETPLACE] as const
