/**
 * Where focus goes when the control that held it is gone and nothing closer makes sense (ADR 0014): the page's
 * main heading, made focusable without entering the tab order. Falls back to <main>.
 */
export function focusMainHeading(preventScroll = false): boolean {
  const main = document.getElementById('main')
  const heading = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1')
  const target = heading ?? main
  if (!target) return false
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea'))
    target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll })
  return document.activeElement === target
}

/** Focus `el` if it can still take focus; otherwise the page's main heading, without scrolling the page. */
export function focusOr(el: HTMLElement | null | undefined) {
  if (el?.isConnected && el !== document.body) {
    el.focus()
    if (document.activeElement === el) return
  }
  focusMainHeading(true)
}
