/** How long after the last keystroke the visitor counts as idle. */
export const IDLE_AFTER_KEY_MS = 3000

let lastKeyAt = 0
let watching = false

function watchKeys() {
  if (watching) return
  watching = true
  document.addEventListener(
    'keydown',
    () => {
      lastKeyAt = Date.now()
    },
    { capture: true, passive: true },
  )
}

/**
 * An interruption may open only when the visitor is not using the page: no field focused, no key pressed lately, no
 * other dialog open. Otherwise it would take the keystrokes meant for the field (WCAG 2.4.3, 3.2.1).
 */
export function visitorIdle(): boolean {
  watchKeys()
  if (Date.now() - lastKeyAt < IDLE_AFTER_KEY_MS) return false
  if (document.querySelector('[aria-modal="true"]')) return false
  const active = document.activeElement
  return !active?.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
}

/** Start listening at once, so keystrokes before the first check count. */
export function startIdleWatch() {
  watchKeys()
}
