/**
 * Consent-aware analytics. Events go to `window.dataLayer` only while analytics consent is granted; before a
 * choice they wait in memory (nothing leaves the page), and a refusal drops them. Consent mode defaults are denied.
 */
export type AnalyticsEvent =
  | 'page_view'
  | 'language_change'
  | 'call_click'
  | 'software_menu_click'
  | 'software_header_click'
export type ConsentState = { analytics: boolean; marketing: boolean }

type Pending = { event: AnalyticsEvent } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let consent: ConsentState | null = null
let pending: Pending[] = []
const MAX_PENDING = 50

function layer(): unknown[] {
  window.dataLayer ??= []
  return window.dataLayer
}

function gtagConsent(kind: 'default' | 'update', state: ConsentState) {
  const value = (granted: boolean) => (granted ? 'granted' : 'denied')
  layer().push([
    'consent',
    kind,
    {
      analytics_storage: value(state.analytics),
      ad_storage: value(state.marketing),
      ad_user_data: value(state.marketing),
      ad_personalization: value(state.marketing),
    },
  ])
}

/** Called once on boot with the stored consent (null when the visitor has not chosen yet). */
export function initAnalytics(stored: ConsentState | null) {
  if (typeof window === 'undefined') return
  gtagConsent('default', { analytics: false, marketing: false })
  if (stored) setAnalyticsConsent(stored)
}

export function setAnalyticsConsent(state: ConsentState) {
  consent = state
  if (typeof window === 'undefined') return
  gtagConsent('update', state)
  if (state.analytics) pending.forEach((entry) => layer().push(entry))
  pending = []
}

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return
  const entry: Pending = { event, ...params }
  if (consent?.analytics) layer().push(entry)
  else if (!consent) pending = [...pending, entry].slice(-MAX_PENDING)
}
