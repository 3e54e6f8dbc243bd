import { useEffect, useState } from 'react'
import { useConsent } from '~/lib/consent-store'
import { useOperatorSignedIn } from '~/lib/current-user'
import { startIdleWatch, visitorIdle } from '~/lib/idle'
import { setModalPhase } from '~/lib/overlay-order'

export const MODAL_DELAY_MS = 5000
/** While the visitor is busy, look again this often. */
const IDLE_RETRY_MS = 1000
export const DISMISSED_AT_KEY = 'add-facility-modal-dismissed-at'
export const NEVER_KEY = 'add-facility-modal-never'
const SUPPRESS_MS = 30 * 24 * 60 * 60 * 1000

function suppressed(): boolean {
  try {
    if (localStorage.getItem(NEVER_KEY) === '1') return true
    const at = Number(localStorage.getItem(DISMISSED_AT_KEY))
    return Number.isFinite(at) && at > 0 && Date.now() - at < SUPPRESS_MS
  } catch {
    return false
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage blocked: the choice lasts for this page view only.
  }
}

/**
 * Opens 5 s after load unless dismissed in the last 30 days or for good (spec §4). The clock starts once the visitor
 * has answered the cookie banner, so the two never stack (the banner must stay reachable). When the 5 s are up it
 * still waits for an idle visitor (ADR 0014), and the teaser waits for it (overlay-order.ts).
 */
export function useAddFacilityModal() {
  const [open, setOpen] = useState(false)
  const consentDecided = Boolean(useConsent())
  // An operator already has a facility listed: the invitation is for visitors (issue 44).
  const visitor = useOperatorSignedIn() === false
  useEffect(() => {
    if (!consentDecided || !visitor || suppressed()) return
    startIdleWatch()
    setModalPhase('pending')
    let id = 0
    const attempt = () => {
      if (!visitorIdle()) {
        id = window.setTimeout(attempt, IDLE_RETRY_MS)
        return
      }
      setModalPhase('open')
      setOpen(true)
    }
    id = window.setTimeout(attempt, MODAL_DELAY_MS)
    return () => {
      window.clearTimeout(id)
      setModalPhase('cancelled')
    }
  }, [consentDecided, visitor])
  const close = (never: boolean) => {
    store(never ? NEVER_KEY : DISMISSED_AT_KEY, never ? '1' : String(Date.now()))
    setModalPhase('closed')
    setOpen(false)
  }
  return { open, close }
}
