/**
 * The whole sheet (ADR 0108), loaded on demand so that `core` carries only the check in `page-sheet.ts`: added to the
 * document once, when this module first loads, and settled once it has loaded, or failed (the page still renders with
 * its own rules).
 */
const added = new Promise<void>((done) => {
  const href = document.querySelector<HTMLElement>('style[data-app-css]')?.dataset.full
  if (!href) return done()
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
  link.onload = link.onerror = () => done()
  document.head.appendChild(link)
})

/** `then`, once the whole sheet has settled. */
export const after = (then: Promise<void> | undefined) => added.then(() => then)
