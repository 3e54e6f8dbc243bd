import { useSyncExternalStore } from 'react'
import { CONSENT_CHOSEN_COOKIE, CONSENT_STORAGE_KEY } from '@kernel/names'
import { initAnalytics, setAnalyticsConsent } from './analytics'

export type ConsentChoice = { analytics: boolean; marketing: boolean }
export type ConsentRecord = ConsentChoice & { necessary: true; savedAt: string }

let cache: ConsentRecord | null | undefined
const listeners = new Set<() => void>()

function parse(raw: string | null): ConsentRecord | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null
    return {
      necessary: true,
      analytics: value.analytics,
      marketing: value.marketing,
      savedAt: String(value.savedAt ?? ''),
    }
  } catch {
    return null
  }
}

export function readConsent(): ConsentRecord | null {
  if (cache !== undefined) return cache
  try {
    cache = parse(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    cache = null
  }
  return cache
}

/** Tells the edge a choice is stored: the visitor's next pages come without the banner's copy (ADR 0116). */
function markChosen() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; one plain write.
  document.cookie = `${CONSENT_CHOSEN_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
}

export function saveConsent(choice: ConsentChoice) {
  const record: ConsentRecord = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    savedAt: new Date().toISOString(),
  }
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Private mode: the choice holds for this page view only.
  }
  cache = record
  markChosen()
  setAnalyticsConsent(choice)
  listeners.forEach((listener) => listener())
}

/** Reads the stored choice again: one the server's copy of the banner stored itself (ADR 0116). */
export function reloadConsent() {
  cache = undefined
  const stored = readConsent()
  if (stored) {
    markChosen()
    setAnalyticsConsent(stored)
  }
  listeners.forEach((listener) => listener())
}

/** Once per page load, from the root: consent-mode defaults (denied), then the stored choice if any. */
export function bootConsent() {
  const stored = readConsent()
  // A choice stored before the cookie existed, or whose cookie expired first.
  if (stored && !document.cookie.split('; ').some((cookie) => cookie.startsWith(`${CONSENT_CHOSEN_COOKIE}=`)))
    markChosen()
  initAnalytics(stored ? { analytics: stored.analytics, marketing: stored.marketing } : null)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `undefined` while rendering on the server and hydrating (unknown), then the record or null (not chosen yet). */
export function useConsent(): ConsentRecord | null | undefined {
  return useSyncExternalStore(subscribe, readConsent, () => undefined)
}
