export type ToastTone = 'success' | 'error' | 'info'
/** `silent`: shown but not announced, when the page already announces the same words (the sign-in form's alert). */
export type Toast = { id: number; tone: ToastTone; message: string; silent?: boolean }

/** Spec §9: 4 s by default, at most 3 on screen (the oldest makes room). */
export const TOAST_DURATION_MS = 4000
export const MAX_TOASTS = 3

const NO_TOASTS: readonly Toast[] = Object.freeze([])
let toasts: readonly Toast[] = NO_TOASTS
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function toast(
  message: string,
  tone: ToastTone = 'info',
  { durationMs = TOAST_DURATION_MS, silent = false } = {},
): number {
  const id = nextId++
  toasts = [...toasts, { id, tone, message, silent }].slice(-MAX_TOASTS)
  emit()
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), durationMs)
  return id
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => toasts,
  // One constant array: useSyncExternalStore needs the same object on every call, or React warns and re-renders.
  serverSnapshot: () => NO_TOASTS,
}
