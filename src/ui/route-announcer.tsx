import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { focusMainHeading } from './focus'

const isTyping = (element: Element | null) =>
  element instanceof HTMLElement && (element.matches('input, textarea, select') || element.isContentEditable)

/**
 * Client-side page changes, once for every page (ADR 0014): focus moves to the new page's h1 and a polite live
 * region says its title, as a full page load would. Search-only changes (filters, pages of results, dialogs opened by
 * the URL) keep focus where it is.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const t = useT()
  const [message, setMessage] = useState('')
  useEffect(() => {
    // What had focus when the navigation began: the link or button that started it, or nothing.
    let focusedAtStart: Element | null = null
    const began = router.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged) focusedAtStart = document.activeElement
    })
    const resolved = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      // The head (title) and the new page's heading commit after the resolve; wait for that paint.
      window.setTimeout(() => {
        // The address bar changes before the page resolves, so a quick person may be on the new page already:
        // typing in its search box, or moved on from the link they pressed (a keyboard user tabbing to a button,
        // a fresh clone's run pressed "Reserve" there and lost the key to the heading). They keep their place;
        // otherwise focus goes to the new heading.
        const now = document.activeElement
        const movedOn = now !== null && now !== document.body && now !== focusedAtStart
        if (!document.querySelector('[aria-modal="true"]') && !isTyping(now) && !movedOn) focusMainHeading()
        setMessage(t('a11y.pageChanged', { title: document.title }))
      }, 60)
    })
    return () => {
      began()
      resolved()
    }
  }, [router, t])
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={css({ srOnly: true })}
      data-testid="route-announcer"
    >
      {message}
    </p>
  )
}
