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
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        // The head (title) and the new page's heading commit after the resolve; wait for that paint.
        window.setTimeout(() => {
          // Someone already typing on the new page (the address bar changes before the page resolves, so a quick
          // person can be in its search box by now) keeps their place; otherwise focus goes to the new heading.
          if (!document.querySelector('[aria-modal="true"]') && !isTyping(document.activeElement)) focusMainHeading()
          setMessage(t('a11y.pageChanged', { title: document.title }))
        }, 60)
      }),
    [router, t],
  )
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
