import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { describedBy } from '~/ui/form/field-state'
import { FieldShell } from '~/ui/form/field-shell'

type Props = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  optional?: boolean
  required?: boolean
  multiline?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'className'>

/** One labelled control of the listing editors, with its hint and error tied to it (aria-describedby). */
export function Field({ label, error, hint, optional, required, multiline, ...control }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = hint ? `${id}-hint` : undefined
  const common = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(hintId, error && errorId),
    ...control,
  }
  return (
    <FieldShell
      label={label}
      optional={optional}
      required={required}
      htmlFor={id}
      hint={hint}
      hintId={hintId}
      error={error ?? null}
      errorId={errorId}
    >
      {multiline ? (
        <textarea {...common} rows={6} className={`${input({ multiline: true })} ${css({ w: 'full' })}`} />
      ) : (
        <input {...common} className={`${input()} ${css({ w: 'full' })}`} />
      )}
    </FieldShell>
  )
}
