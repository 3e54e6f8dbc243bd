import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { ErrorReference } from '~/ui/error-reference'

const box = css({
  p: '6',
  textAlign: 'center',
  bg: 'white',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
})

/** The three list states with the exact texts of spec §2. */
export function ListLoading() {
  const t = useT()
  return (
    <p role="status" className={box}>
      {t('admin.list.loading')}
    </p>
  )
}

export function ListError({ onRetry, error }: { onRetry?: () => void; error?: unknown }) {
  const t = useT()
  return (
    <div role="alert" className={box}>
      <p className={css({ color: 'fg.danger', fontWeight: '600' })}>{t('admin.list.error')}</p>
      {error ? <ErrorReference error={error} /> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className={css({ mt: '2', textDecoration: 'underline', color: 'fg.brand', cursor: 'pointer' })}
        >
          {t('admin.list.retry')}
        </button>
      ) : null}
    </div>
  )
}

export function ListEmpty() {
  const t = useT()
  return (
    <p role="status" className={box}>
      {t('admin.list.empty')}
    </p>
  )
}
