import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

export type LabelProps = {
  label: ReactNode
  /** Marked with an asterisk the screen reader skips (the control says aria-required instead). */
  required?: boolean
  /** Marked "(opcjonalnie)" in words, part of the label's name. */
  optional?: boolean
  /** Read by screen readers only (the placeholder shows it; newsletter). */
  labelHidden?: boolean
}

export type ShellProps = LabelProps & {
  htmlFor: string
  hint?: ReactNode
  hintId?: string
  error: string | null
  errorId: string
  className?: string
  children: ReactNode
}

const optionalStyle = css({ color: 'fg.muted', fontWeight: '400' })

export function LabelText({ label, optional }: { label: ReactNode; optional?: boolean }) {
  const t = useT()
  // The space is a text node of its own: the label's name reads "Wiadomość (opcjonalnie)", not "Wiadomość(opcjonalnie)".
  return (
    <>
      {label}
      {optional ? (
        <>
          {' '}
          <span className={optionalStyle}>({t('form.optional')})</span>
        </>
      ) : null}
    </>
  )
}

/** Label, control, hint and error in one column; the control lists the hint and error in its aria-describedby. */
export function FieldShell({
  label,
  required,
  optional,
  labelHidden,
  htmlFor,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: ShellProps) {
  const styles = fieldRecipe()
  return (
    <div className={cx(styles.root, className)}>
      <label
        htmlFor={htmlFor}
        className={labelHidden ? css({ srOnly: true }) : styles.label}
        data-required={required || undefined}
      >
        <LabelText label={label} optional={optional} />
      </label>
      {children}
      {hint && hintId ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
