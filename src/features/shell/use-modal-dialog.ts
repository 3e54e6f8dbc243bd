import { useEffect, useRef } from 'react'

/**
 * Opens a <dialog> with showModal() for as long as the component is mounted. Escape (the dialog's `cancel`)
 * asks the owner to close instead of closing behind React's back; the page stops scrolling meanwhile.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    if (!dialog.open) dialog.showModal()
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      root.style.overflow = previousOverflow
    }
  }, [])

  return ref
}
