/**
 * Cloudflare's Turnstile script, loaded on demand (ADR 0056): only a page that renders the sign-in widget asks for
 * it, once, and the widget is drawn explicitly where React puts its box. The CSP's 'strict-dynamic' lets our
 * nonce'd bundle add it; `frame-src` lets its challenge frame in (worker/middleware/security-headers.ts).
 */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

export type TurnstileOptions = {
  sitekey: string
  action: string
  language: string
  theme: 'light'
  size: 'flexible' | 'compact'
  'refresh-expired': 'auto'
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': () => void
  'timeout-callback': () => void
}
/** The part of `window.turnstile` the sign-in form uses. */
export type TurnstileApi = {
  render: (container: HTMLElement, options: TurnstileOptions) => string | null | undefined
  reset: (widgetId: string) => void
  remove: (widgetId: string) => void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let loading: Promise<TurnstileApi> | undefined

export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TURNSTILE_SCRIPT
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile global')))
    script.onerror = () => {
      // A later visit to the form may try again (a flaky network, a blocker turned off).
      loading = undefined
      script.remove()
      reject(new Error('turnstile script failed to load'))
    }
    document.head.appendChild(script)
  })
  return loading
}
