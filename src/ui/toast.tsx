import { lazy, Suspense, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { toast as toastRecipe } from 'styled-system/recipes'
import { type Toast, toastStore } from './toast-store'

export { toast } from './toast-store'

// Most visits never see a toast: the items' code (tones, close button) comes with the first one (issue 45).
const ToastItems = lazy(() => import('./toast-items.lazy').then((m) => ({ default: m.ToastItems })))

const some = (items: readonly Toast[]) =>
  items.length ? (
    <Suspense fallback={null}>
      <ToastItems items={items} />
    </Suspense>
  ) : null

/**
 * Toasts: the announced ones in a live region (errors assertive, the rest polite), the silent ones beside it in the
 * same stack, so the words the page already announced are not read twice. The live region is in the first HTML, so
 * a toast inserted into it later is announced.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot)
  return (
    <div className={toastRecipe().region} data-testid="toasts">
      <div aria-live="polite" role="status" className={css({ display: 'contents' })}>
        {some(toasts.filter((item) => !item.silent))}
      </div>
      {some(toasts.filter((item) => item.silent))}
    </div>
  )
}
