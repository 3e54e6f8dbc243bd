import { type RefObject, useEffect, useState } from 'react'

const SUBMITS = 'form button[type="submit"], form button:not([type]), form input[type="submit"]'

const overlaps = (a: DOMRect, b: DOMRect) =>
  b.width > 0 && b.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const skipped = (el: Element) =>
  typeof el.checkVisibility === 'function' && !el.checkVisibility({ contentVisibilityAuto: true })

/** Whether the card must step aside now: the visitor is in a form, or a submit button lies under the card. */
function mustYield(card: HTMLElement): boolean {
  const active = document.activeElement
  if (active instanceof HTMLElement && !card.contains(active) && active.closest('form')) return true
  const box = card.getBoundingClientRect()
  for (const submit of document.querySelectorAll(SUBMITS)) {
    // A button in a section the browser skips (content-visibility, ADR 0104) is far from the card: measuring it would
    // lay that section out on every scroll frame.
    if (card.contains(submit) || skipped(submit)) continue
    if (overlaps(box, submit.getBoundingClientRect())) return true
  }
  return false
}

/**
 * A promotion never stands between the visitor and a form (issue 29: on a phone the teaser covered the inquiry's
 * submit button and took the tap meant for it). While focus is in a form, or a submit button is under the card, the
 * card is hidden (not removed: it keeps its place to measure against) and comes back when the way is clear.
 */
export function useYieldToForms(ref: RefObject<HTMLElement | null>): boolean {
  const [yielding, setYielding] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      if (ref.current) setYielding(mustYield(ref.current))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    const options = { passive: true, capture: true }
    window.addEventListener('scroll', schedule, options)
    window.addEventListener('resize', schedule, options)
    document.addEventListener('focusin', schedule)
    document.addEventListener('focusout', schedule)
    // Forms open and grow (a dialog, an error line under a field): their buttons move without a scroll.
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule, options)
      window.removeEventListener('resize', schedule, options)
      document.removeEventListener('focusin', schedule)
      document.removeEventListener('focusout', schedule)
      observer.disconnect()
    }
  }, [ref])
  return yielding
}
