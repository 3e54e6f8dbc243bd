import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { field } from 'styled-system/recipes'

type FieldProps = {
  label: ReactNode
  /** id of the control the label points at */
  htmlFor: string
  /** id of the error text; the control should list it in aria-describedby */
  errorId: string
  error?: string | null
  hintId?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** Label, control, hint and error in one column; error text is announced through the control's aria-describedby. */
export function Field({ label, htmlFor, errorId, error, hintId, hint, className, children }: FieldProps) {
  const styles = field()
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={htmlFor} className={styles.label}>{label}</label>
      {children}
      {hint && hintId ? <p id={hintId} className={styles.hint}>{hint}</p> : null}
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </div>
  )
}

/** aria-describedby value for a control: hint first, then the error when there is one. */
export function describedBy(hintId: string | undefined, errorId: string, hasError: boolean): string | undefined {
  const ids = [hintId, hasError ? errorId : undefined].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
