/**
 * The browser's half of page sheets (ADR 0108). The document carries only its own route's rules; before a
 * client-side navigation to another route draws anything, the whole sheet (a cached asset) is in the document, so no
 * frame is ever drawn without its rules. The router's preload on a link's hover or touch starts it early, and
 * navigations within the same route (filters, another facility) need nothing.
 */

/** The page sheet the server wrote (the head is parsed when this module loads); none on the server. */
export const served = import.meta.env.SSR ? null : document.querySelector<HTMLElement>('style[data-app-css]')

/** What a navigation to `routeId` waits for before `then`: nothing, or the whole sheet. */
export const wholeSheetFor = (routeId: string | undefined, then: Promise<void> | undefined) =>
  routeId === served?.dataset.route ? then : import('./whole-sheet.lazy').then((sheet) => sheet.after(then))
