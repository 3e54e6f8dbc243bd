import { useRouterState } from '@tanstack/react-router'
import pageSheets from 'virtual:page-sheets'
import { assembleSheet } from '~/ui/page-sheet-leaves'
import { served } from '~/ui/page-sheet'

/**
 * The stylesheet, inlined in the document's head (ADR 0077): the first paint waits for no request beside the HTML
 * itself. The server writes the sheet of the page's route (ADR 0108): the rules the root and that route can draw,
 * lazy parts included. In the browser the element hydrates with the text the server wrote, read once when this module
 * loads (the head is parsed by then), so the client bundle carries none of it, React never rewrites it (same
 * `__html`), and a root rendered again from scratch still gets it. The marker attributes are the server's alone:
 * hydration keeps them, and the browser's props need not repeat them. `data-route` names the route the sheet was
 * written for and `data-full` the whole sheet, which the browser adds before it draws another route (`page-sheet.ts`).
 */
const clientProps = import.meta.env.SSR ? undefined : { dangerouslySetInnerHTML: { __html: served?.textContent ?? '' } }

/** Each route's sheet is assembled once per isolate, on its first render. */
const assembled = new Map<number, string>()

function sheetOf(routeId: string): string {
  const index = pageSheets.byRoute[routeId] ?? pageSheets.byRoute.__root__ ?? 0
  let text = assembled.get(index)
  if (text === undefined) {
    text = assembleSheet(pageSheets.leaves, pageSheets.sheets[index] ?? '')
    assembled.set(index, text)
  }
  return text
}

function ServerStylesheet() {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '__root__' })
  const props = {
    'data-app-css': '',
    'data-route': routeId,
    'data-full': pageSheets.full || undefined,
    dangerouslySetInnerHTML: { __html: sheetOf(routeId) },
  }
  return <style {...props} />
}

export const AppStylesheet = import.meta.env.SSR ? ServerStylesheet : () => <style {...clientProps} />
