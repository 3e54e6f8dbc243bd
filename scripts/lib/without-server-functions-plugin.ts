import type { Plugin } from 'vite'

/** What TanStack Start's client hydration imports to revive a server function found in a page's data. */
const ADAPTER = './ServerFunctionSerializationAdapter.js'
const HYDRATE_START = /start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]hydrateStart\.js$/
const STUB = '\0skrytka:server-function-adapter'
/** The RPC client a server function's call compiles to in the browser build. */
const CLIENT_RPC = /start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]/

/**
 * The app has no server functions: its data comes from the API through the typed client (ADR 0021). TanStack
 * Start's hydration still registers the adapter that turns a server function named in a page's data into a callable
 * RPC, and with it come the RPC fetcher, its frame decoder and seroval's serializer, deserializer and web plugins:
 * code every page downloaded and none ran (issue 45, ADR 0101). In the client build this swaps that adapter for one
 * with the same key that matches nothing, so hydration registers it as before.
 *
 * The build fails when either stops being true: a server function's RPC client in the browser bundle (define one,
 * and this plugin must go), or a Start upgrade that no longer imports the adapter this way (the swap would be lost
 * without a word and the bytes come back).
 */
export function withoutServerFunctions(): Plugin {
  let swapped = false
  return {
    name: 'skrytka:without-server-functions',
    // Before Vite's own resolver, which would otherwise resolve the relative import first.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== ADAPTER || !importer || !HYDRATE_START.test(importer)) return null
      swapped = true
      return STUB
    },
    load(id) {
      if (id !== STUB) return null
      return `const none = () => { throw new Error('This app defines no server functions (ADR 0101)') }
export const ServerFunctionSerializationAdapter = { key: '$TSS/serverfn', test: () => false, toSerializable: none, fromSerializable: none }`
    },
    generateBundle(_options, bundle) {
      if (!swapped)
        this.error(`${ADAPTER} is no longer imported by Start's hydrateStart: update withoutServerFunctions()`)
      for (const item of Object.values(bundle))
        if (item.type === 'chunk' && Object.keys(item.modules).some((id) => CLIENT_RPC.test(id)))
          this.error(
            `${item.fileName} holds a server function's RPC client: withoutServerFunctions() must go (ADR 0101)`,
          )
    },
  }
}
