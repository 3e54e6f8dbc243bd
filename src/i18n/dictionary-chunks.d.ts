/** scripts/lib/dictionary-chunks-plugin.ts: `<lang>/<file>` → the served path of the client chunk holding it. */
declare module 'virtual:dictionary-chunks' {
  const chunks: Record<string, string>
  export default chunks
}
