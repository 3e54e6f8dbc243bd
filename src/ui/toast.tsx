import { useSyncExternalStore } from 'react'
import { toast as toastRecipe } from 'styled-system/recipes'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { dismissToast, toastStore } from './toast-store'
import { CloseIcon } from './icons'

export { toast } from './toast-store'

/** Live region for toasts: errors are assertive, the rest polite. */
export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot)
  const t = useT()
  return (
    <div className={toastRecipe().region} aria-live="polite" role="status" data-testid="toasts">
      {toasts.map((item) => {
        const styles = toastRecipe({ tone: item.tone })
        return (
          <div key={item.id} className={styles.item} role={item.tone === 'error' ? 'alert' : undefined} data-tone={item.tone}>
            <p className={styles.message}>{item.message}</p>
            <button type="button" className={`${button({ variant: 'ghost', size: 'sm' })} ${styles.close}`} aria-label={t('common.close')} onClick={() => dismissToast(item.id)}>
              <CloseIcon />
            </button>
          </div>
        )
      })}
    </div>
  )
}
