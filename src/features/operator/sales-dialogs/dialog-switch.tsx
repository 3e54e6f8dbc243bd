import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { useSalesDialogs } from './use-sales-dialogs'

/** Footer link from one dialog to the other; the URL swaps `demo` for `trial` (or back). */
export function DialogSwitch({ to }: { to: 'demo' | 'trial' }) {
  const t = useT()
  const { openDemo, openTrial } = useSalesDialogs()
  const from = to === 'trial' ? 'demo' : 'trial'
  return (
    <p className={css({ px: '6', pb: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
      {t(`sales.${from}.switchText`)}{' '}
      <button
        type="button"
        onClick={to === 'trial' ? openTrial : openDemo}
        className={css({
          color: 'fg.brand',
          fontWeight: '600',
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
          cursor: 'pointer',
          bg: 'transparent',
          border: 'none',
          p: '0',
        })}
        data-testid={`switch-to-${to}`}
      >
        {t(`sales.${from}.switchCta`)}
      </button>
    </p>
  )
}
