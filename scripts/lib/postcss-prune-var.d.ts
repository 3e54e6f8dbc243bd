/** postcss-prune-var 1.1.2 ships no types (ADR 0078): a PostCSS plugin factory. */
declare module 'postcss-prune-var' {
  import type { Plugin } from 'postcss'
  export default function pruneVar(options?: { skip?: string[] }): Plugin
}
