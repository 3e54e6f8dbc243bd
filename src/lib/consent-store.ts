import { useSyncExternalStore } from 'react'
import { CONSENT_STORAGE_KEY } from '@kernel/names'
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
  setAnalyticsConsent(choice)
  listeners.forEach((listener) => listener())
}

/** Once per page load, from the root: consent-mode defaults (denied), then the stored choice if any. */
export function bootConsent() {
  const stored = readConsent()
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
