import css from '~/styles.css?inline'

/**
 * The design system's stylesheet, inlined in the document's head (ADR 0077): the first paint waits for no request
 * beside the HTML itself. The text exists only in the server build. In the browser the element hydrates with the text
 * the server wrote, read once when this module loads (the head is parsed by then), so the client bundle carries none
 * of it, React never rewrites it (same `__html`), and a root rendered again from scratch still gets it. The marker
 * attribute is the server's alone: hydration keeps it, and the browser's props need not repeat it.
 */
const props = import.meta.env.SSR
  ? { 'data-app-css': '', dangerouslySetInnerHTML: { __html: css } }
  : { dangerouslySetInnerHTML: { __html: document.querySelector('style[data-app-css]')?.textContent ?? '' } }

export function AppStylesheet() {
  return <style {...props} />
}
