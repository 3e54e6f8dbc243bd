import css from '~/styles.css?inline'

let onPage: string | undefined

function textOnPage(): string {
  if (onPage === undefined) onPage = document.querySelector('style[data-app-css]')?.textContent ?? ''
  return onPage
}

/**
 * The design system's stylesheet, inlined in the document's head (ADR 0077): the first paint waits for no request
 * beside the HTML itself. The text exists only in the server build; in the browser the element hydrates with the text
 * the server wrote, read once from the page, so the client bundle carries none of it and React never rewrites it.
 */
export function AppStylesheet() {
  const text = import.meta.env.SSR ? css : textOnPage()
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, never user input.
  return <style data-app-css="" dangerouslySetInnerHTML={{ __html: text }} />
}
