import { css } from 'styled-system/css'
import { ErrorReference } from '~/ui/error-reference'

const box = css({ p: '6', textAlign: 'center', bg: 'white', borderRadius: 'lg', border: '1px solid', borderColor: 'border.default' })

/** The three list states with the exact texts of spec §2. */
export function ListLoading() {
  return <p role="status" className={box}>Ładowanie…</p>
}

export function ListError({ onRetry, error }: { onRetry?: () => void; error?: unknown }) {
  return (
    <div role="alert" className={box}>
      <p className={css({ color: 'fg.danger', fontWeight: '600' })}>Błąd ładowania danych</p>
      {error ? <ErrorReference error={error} /> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} className={css({ mt: '2', textDecoration: 'underline', color: 'fg.brand', cursor: 'pointer' })}>
          Spróbuj ponownie
        </button>
      ) : null}
    </div>
  )
}

export function ListEmpty() {
  return <p role="status" className={box}>Brak wyników</p>
}
