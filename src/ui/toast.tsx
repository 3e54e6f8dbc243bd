import { useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { toast as toastRecipe } from 'styled-system/recipes'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { dismissToast, type Toast, type ToastTone, toastStore } from './toast-store'
import { CloseIcon } from './icons'

export { toast } from './toast-store'

/**
 * Toasts: the announced ones in a live region (errors assertive, the rest polite), the silent ones beside it in the
 * same stack, so the words the page already announced are not read twice.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot)
  return (
    <div className={toastRecipe().region} data-testid="toasts">
      <div aria-live="polite" role="status" className={css({ display: 'contents' })}>
        {toasts
          .filter((item) => !item.silent)
          .map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
      </div>
      {toasts
        .filter((item) => item.silent)
        .map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
    </div>
  )
}

/** One entry per tone, each a literal call the build turns into class names (ADR 0029), so no recipe runs here. */
const TONES: Record<ToastTone, ReturnType<typeof toastRecipe>> = {
  success: toastRecipe({ tone: 'success' }),
  error: toastRecipe({ tone: 'error' }),
  info: toastRecipe({ tone: 'info' }),
}

function ToastItem({ item }: { item: Toast }) {
  const t = useT()
  const styles = TONES[item.tone]
  return (
    <div
      className={styles.item}
      role={item.tone === 'error' && !item.silent ? 'alert' : undefined}
      data-tone={item.tone}
    >
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={`${button({ variant: 'ghost', size: 'sm' })} ${styles.close}`}
        aria-label={t('common.close')}
        onClick={() => dismissToast(item.id)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
