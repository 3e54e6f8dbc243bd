import { getSelectProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { select } from 'styled-system/recipes'
import type { AnyField } from './context'
import { FieldShell, type LabelProps } from './field-shell'
import { useFieldState } from './field-state'

type Props = LabelProps & {
  field: AnyField
  className?: string
  /** `<option>`s, or value/label pairs. */
  children?: ReactNode
  options?: readonly { value: string; label: string }[]
}

export function SelectField({ field, label, required, optional, className, children, options }: Props) {
  const state = useFieldState(field)
  const { key, ...conform } = getSelectProps(field)
  return (
    <FieldShell
      label={label}
      required={required}
      optional={optional}
      htmlFor={field.id}
      error={state.error}
      errorId={field.errorId}
      className={className}
    >
      <select
        key={key}
        {...conform}
        aria-describedby={state.describedby}
        aria-invalid={state.invalid}
        aria-required={required || undefined}
        required={false}
        className={select()}
      >
        {children}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
