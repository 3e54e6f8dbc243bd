import { useRouter } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import { APPROACH_MARGIN } from './on-approach'
import { hrefTarget, linkIn, routedLink } from './routed-link'

/**
 * A deferred section's trigger for controls a reader may never touch (ADR 0117): `load` runs on the first press,
 * focus or entry inside the section (at once if focus is in it already as the page hydrates), or when its part marked
 * `data-load-when-shown` comes near the screen (a quarter of a viewport ahead, as an approaching section). What the
 * reader does before the section has hydrated is not lost, as it is with React alone (a click on a boundary whose code
 * is not in is dropped):
 * - a press on one of its buttons is held from React and given to the button again once the section has hydrated;
 * - the submission of a form with no action of its own (nowhere to go without its code) is held the same way and made
 *   again then; a form with an action is sent by the browser;
 * - a plain click on a link goes to its page through the router, and a pointer over it or a focus on it preloads that
 *   page, as a static island's links do (ADR 0102); a pointer passing over is not a use;
 * - form fields keep their native behaviour: what was typed stays in the field, and the section's code must read it from
 *   there (an uncontrolled field, as the hero's search is, ADR 0118); a controlled field hydrates with its state.
 */
export function useLoadOnUse(load: () => void) {
  const anchor = useId()
  const router = useRouter()
  useEffect(() => {
    const marker = document.querySelector(`template[data-anchor="${CSS.escape(anchor)}"]`)
    const section = marker?.previousElementSibling
    if (!marker || !section) return load()
    const hydrated = () => marker.hasAttribute('data-hydrated')
    const off = new AbortController()
    // A part hidden by style (display: none) is reported as not intersecting until it is shown.
    const shown = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: APPROACH_MARGIN,
    })
    const part = section.querySelector('[data-load-when-shown]')
    if (part) shown.observe(part)
    let held: HTMLElement | null = null
    let heldForm: HTMLFormElement | null = null
    const replay = new MutationObserver(() => {
      if (!hydrated()) return
      stop()
      // Hydration keeps the server's elements: the pressed one is still the same node.
      held?.removeAttribute('aria-busy')
      if (held?.isConnected) held.click()
      heldForm?.removeAttribute('aria-busy')
      if (heldForm?.isConnected) heldForm.requestSubmit()
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
      // A form with an action of its own goes there as the browser sends it (the list's search box is a GET form).
      if (event.type === 'submit' && target instanceof HTMLFormElement && !target.hasAttribute('action')) {
        event.preventDefault()
        event.stopImmediatePropagation()
        heldForm = target
        heldForm.setAttribute('aria-busy', 'true')
        return
      }
      if (event.type !== 'click') return
      const routed = routedLink(section, event as MouseEvent)
      if (routed) {
        event.preventDefault()
        event.stopImmediatePropagation()
        void router.navigate({ ...hrefTarget(routed.path), resetScroll: !routed.keepScroll })
        return
      }
      const button = target.closest('button[type="button"]')
      if (!button) return
      event.stopImmediatePropagation()
      held = button as HTMLElement
      held.setAttribute('aria-busy', 'true')
    }
    // Typing or choosing counts too: a field focused before this effect ran has had its focus already.
    for (const type of ['pointerdown', 'focusin', 'click', 'input', 'change', 'submit'])
      window.addEventListener(type, use, { capture: true, signal: off.signal })
    const intent = (event: Event) => {
      const link = hydrated() ? null : linkIn(section, event.target)
      if (link) void router.preloadRoute(hrefTarget(link.pathname + link.search)).catch(() => {})
    }
    for (const type of ['mouseover', 'focusin'])
      window.addEventListener(type, intent, { capture: true, signal: off.signal })
    if (hydrated()) stop()
    else if (document.activeElement && section.contains(document.activeElement)) load()
    return stop
  }, [anchor, load, router])
  return anchor
}
useLoadOnUse.kind = 'on-use'
