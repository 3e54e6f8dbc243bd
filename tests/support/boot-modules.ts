/** What a page's boot loader (worker/lib/boot-after-paint.ts) will fetch, read from its HTML. */
export function bootModules(html: string): { entry: string; modules: string[]; nonce: string | undefined } {
  const match = /<script(?: nonce="([^"]*)")? data-boot="">[\s\S]*?\}\)\(("[^"]+",\[[^\]]*\])\)<\/script>/.exec(html)
  if (!match) throw new Error('no boot loader in the page')
  const [entry, modules] = JSON.parse(`[${match[2]}]`) as [string, string[]]
  return { entry, modules, nonce: match[1] }
}
