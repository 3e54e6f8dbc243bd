import { useEffect, useRef } from 'react'
import { focusOr } from './focus'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A native modal <dialog> for as long as the component is mounted: showModal() puts it in the top layer and makes
 * the page behind inert. On top of the platform: focus starts on `[data-autofocus]` (else the first control), Tab
 * wraps inside instead of leaving for the browser's toolbar, Escape asks the owner to close (never behind React's
 * back), the page stops scrolling, and focus goes back to the opener — or to the page's h1 when the opener is gone
 * (the demo panel's "switch to trial") or never existed (opened by a timer or the URL; ADR 0014).
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  // A passive effect on purpose: its cleanup runs once the dialog has left the document. Moving focus out while the
  // fields are still there would blur one, and conform's blur validation would then submit a form React has let go.
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE))
    // Chrome does not let a page without user activation keep a dialog open on Escape: then the dialog closes
    // itself and `close` tells the owner instead.
    const onCancel = (event: Event) => {
      if (!event.cancelable) return
      event.preventDefault()
      closeRef.current()
    }
    const onClosed = () => closeRef.current()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const list = focusables()
      const first = list[0]
      const last = list[list.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClosed)
    dialog.addEventListener('keydown', onKey)
    if (!dialog.open) dialog.showModal()
    ;(dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0])?.focus()
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClosed)
      dialog.removeEventListener('keydown', onKey)
      if (dialog.open) dialog.close()
      root.style.overflow = previousOverflow
      focusOr(opener)
    }
  }, [])

  return ref
}
