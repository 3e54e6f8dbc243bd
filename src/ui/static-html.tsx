import type { HTMLAttributes } from 'react'

/**
 * Static islands (ADR 0031): content rendered once to an HTML string (an article body, a legal text) that React
 * places with `dangerouslySetInnerHTML` and never reconciles: hydration costs one element whatever the size of the
 * text, and the client downloads no code for it.
 *
 * The HTML reaches the component without passing through the router's dehydrated loader data (which would send it
 * twice): a route's loader calls `prepareStaticHtml` — on the server for the first render, in the browser on a client
 * navigation — and the component reads it back with `staticHtml`. On the first load in the browser the loader does not
 * run; the HTML is then taken from the server-rendered element itself, so hydration finds exactly what is there.
 * Content is fixed per deploy, so a key's HTML never changes and the cache cannot go stale.
 */
const prepared = new Map<string, string>()

export async function prepareStaticHtml(key: string, render: () => Promise<string>): Promise<void> {
  if (!prepared.has(key)) prepared.set(key, await render())
}

function staticHtml(key: string): string {
  const known = prepared.get(key)
  if (known !== undefined || typeof document === 'undefined') return known ?? ''
  const rendered = document.querySelector(`[data-static-html="${CSS.escape(key)}"]`)
  if (!rendered) return ''
  prepared.set(key, rendered.innerHTML)
  return rendered.innerHTML
}

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { htmlKey: string }

/** The island's element: `htmlKey` names HTML a loader prepared (`prepareStaticHtml`). */
export function StaticHtml({ htmlKey, ...rest }: Props) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is built from repository content with every text escaped (src/lib/html.ts), never from user input.
  return <div {...rest} data-static-html={htmlKey} dangerouslySetInnerHTML={{ __html: staticHtml(htmlKey) }} />
}
