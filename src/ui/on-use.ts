import { useEffect, useId } from 'react'

/**
 * A deferred section's trigger for controls a reader may never touch (ADR 0117): `load` runs on the first press,
 * focus or entry inside the section (at once if focus is in it already as the page hydrates), or when its part marked
 * `data-load-when-shown` comes on screen. A press on one of its buttons before the section has hydrated is not lost,
 * as it is with React alone (a click on a boundary whose code is not in is dropped): it is held from React and given
 * to the button again once the section has hydrated. Links, submit buttons and form fields keep their native
 * behaviour meanwhile and are not held.
 */
export function useLoadOnUse(load: () => void) {
  const anchor = useId()
  useEffect(() => {
    const marker = document.querySelector(`template[data-anchor="${CSS.escape(anchor)}"]`)
    const section = marker?.previousElementSibling
    if (!marker || !section) return load()
    const hydrated = () => marker.hasAttribute('data-hydrated')
    const off = new AbortController()
    // A part hidden by style (display: none) is reported as not intersecting until it is shown.
    const shown = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load())
    const part = section.querySelector('[data-load-when-shown]')
    if (part) shown.observe(part)
    let held: HTMLElement | null = null
    const replay = new MutationObserver(() => {
      if (!hydrated()) return
      stop()
      // Hydration keeps the server's elements: the pressed one is still the same node.
      held?.removeAttribute('aria-busy')
      if (held?.isConnected) held.click()
    })
    const stop = () => {
      off.abort()
      shown.disconnect()
      replay.disconnect()
    }
    replay.observe(marker, { attributes: true })
    // At the window, in the capture phase: React's listener at the document stops an event aimed into a boundary it
    // cannot hydrate yet, so the section itself never hears a press or a focus, and a click would be lost.
    const use = (event: Event) => {
      const target = event.target
      if (!(target instanceof Element) || !section.contains(target) || hydrated()) return
      load()
      const button = event.type === 'click' && target.closest('button[type="button"]')
      if (!button) return
      event.stopImmediatePropagation()
      held = button as HTMLElement
      held.setAttribute('aria-busy', 'true')
    }
    // Typing or choosing counts too: a field focused before this effect ran has had its focus already.
    for (const type of ['pointerdown', 'focusin', 'click', 'input', 'change'])
      window.addEventListener(type, use, { capture: true, signal: off.signal })
    if (hydrated()) stop()
    else if (document.activeElement && section.contains(document.activeElement)) load()
    return stop
  }, [anchor, load])
  return anchor
}
useLoadOnUse.kind = 'on-use'
