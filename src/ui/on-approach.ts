import { useEffect, useId } from 'react'

/** How far below the viewport a section starts loading: a flick of the thumb ahead of the reader. */
export const APPROACH_MARGIN = '0px 0px 25% 0px'

const visible = (el: Element) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0

/**
 * A deferred section's trigger (ADR 0079): `load` runs when the section comes within a quarter of a viewport of the
 * screen, or is focused or pressed before that (a keyboard user tabbing in, a tap during a fast scroll); at once when
 * it has no box to watch (inside a closed panel). The section is the element before its marker, found by the anchor.
 */
export function useLoadOnApproach(load: () => void) {
  const anchor = useId()
  useEffect(() => {
    const section = document.querySelector(`template[data-anchor="${CSS.escape(anchor)}"]`)?.previousElementSibling
    // checkVisibility() asks the style alone; getClientRects() made this hydration effect lay out the page (ADR 0104).
    if (!section || !visible(section)) return load()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: APPROACH_MARGIN,
    })
    observer.observe(section)
    // At the window, capturing: React's listener at the document stops a press or focus aimed into a boundary it
    // cannot hydrate yet, so the section itself never hears one (ADR 0117).
    const intent = (event: Event) => event.target instanceof Node && section.contains(event.target) && load()
    window.addEventListener('focusin', intent, true)
    window.addEventListener('pointerdown', intent, true)
    return () => {
      observer.disconnect()
      window.removeEventListener('focusin', intent, true)
      window.removeEventListener('pointerdown', intent, true)
    }
  }, [anchor, load])
  return anchor
}
