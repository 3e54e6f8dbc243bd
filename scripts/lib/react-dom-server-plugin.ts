import type { Plugin } from 'vite'

/**
 * The Worker renders with React's Node build of `react-dom/server` instead of the `workerd` condition's edge build
 * (ADR 0076). Both give TanStack the same `renderToReadableStream`; the edge build turns every attribute name, value
 * and text into its own Uint8Array (`TextEncoder.encode`, a call into workerd per string, ~1,100 attributes on home),
 * the Node build keeps them as strings and encodes them straight into its 4 KB buffer (`encodeInto`). Its imports
 * (node:stream, util, crypto, async_hooks) are served by `nodejs_compat`; the browser build is untouched.
 */
export function reactDomServerNode(): Plugin {
  return {
    name: 'skrytka:react-dom-server-node',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(id, importer) {
      if (id !== 'react-dom/server') return undefined
      return this.resolve('react-dom/server.node', importer, { skipSelf: true })
    },
  }
}
