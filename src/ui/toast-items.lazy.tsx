import { toast as toastRecipe } from 'styled-system/recipes'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { dismissToast, type Toast, type ToastTone } from './toast-store'
import { CloseIcon } from './shell-icons'

/** One entry per tone, each a literal call the build turns into class names (ADR 0029), so no recipe runs here. */
const TONES: Record<ToastTone, ReturnType<typeof toastRecipe>> = {
  success: toastRecipe({ tone: 'success' }),
  error: toastRecipe({ tone: 'error' }),
  info: toastRecipe({ tone: 'info' }),
}

/** The toasts themselves: fetched with the first toast, into the region the page has had since its first paint. */
export function ToastItems({ items }: { items: readonly Toast[] }) {
  return items.map((item) => <ToastItem key={item.id} item={item} />)
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
