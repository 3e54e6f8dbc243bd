import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { TURNSTILE_LOGIN_ACTION } from '@api/contract/auth'
import { useLang } from '~/i18n/use-lang'
import { FormAlert } from '~/ui/form'
import { loadTurnstile } from './turnstile-script'

/** The managed widget's height: its box is reserved before the script arrives, so nothing below it jumps. */
const box = css({ minH: '65px' })

type Props = {
  siteKey: string
  /** The current token, or null when there is none (not solved yet, expired, spent, failed). */
  onToken: (token: string | null) => void
  /** Bumped by the form after each attempt: a token is single-use, so the widget gets a new one. */
  resetSignal: number
  /** The widget's action (Siteverify must answer with it): the sign-in's unless given (issue 39: reservations). */
  action?: string
  /** Its group label and its "could not load" alert, in the words of the form's own namespace (ADR 0027). */
  label: string
  unavailableText: string
}

/** Turnstile on the sign-in form (ADR 0056): a lazy chunk, rendered only where the server has a site key. */
export default function TurnstileWidget({
  siteKey,
  onToken,
  resetSignal,
  action = TURNSTILE_LOGIN_ACTION,
  label,
  unavailableText,
}: Props) {
  const lang = useLang()
  const container = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | null>(null)
  const tokenSink = useRef(onToken)
  tokenSink.current = onToken
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    let cancelled = false
    const give = (token: string | null) => tokenSink.current(token)
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !container.current) return
        widgetId.current =
          turnstile.render(container.current, {
            sitekey: siteKey,
            action,
            language: lang,
            theme: 'light',
            // The managed widget is at least 300 px wide: a narrower form (a 375 px phone) gets the compact one.
            size: container.current.clientWidth >= 300 ? 'flexible' : 'compact',
            'refresh-expired': 'auto',
            callback: (token) => give(token),
            'expired-callback': () => give(null),
            'error-callback': () => give(null),
            'timeout-callback': () => give(null),
          }) ?? null
      },
      () => {
        if (!cancelled) setUnavailable(true)
      },
    )
    return () => {
      cancelled = true
      if (widgetId.current) window.turnstile?.remove(widgetId.current)
      widgetId.current = null
    }
  }, [siteKey, lang, action])

  useEffect(() => {
    if (resetSignal === 0 || !widgetId.current) return
    tokenSink.current(null)
    window.turnstile?.reset(widgetId.current)
  }, [resetSignal])

  return (
    <div role="group" aria-label={label}>
      <div ref={container} className={box} data-testid="turnstile" />
      {unavailable ? <FormAlert id="signin-challenge-unavailable">{unavailableText}</FormAlert> : null}
    </div>
  )
}
