import type { ReactNode } from 'react'
import { select } from 'styled-system/recipes'
import type { AnyField } from './context'
import { controlProps } from './control-props'
import { FieldShell, type LabelProps } from './field-shell'
import { controlA11y, shellProps, useFieldState } from './field-state'

type Props = LabelProps & {
  field: AnyField
  className?: string
  /** `<option>`s, or value/label pairs. */
  children?: ReactNode
  options?: readonly { value: string; label: string }[]
}

export function SelectField({ field, label, required, optional, className, children, options }: Props) {
  const state = useFieldState(field)
  return (
    <FieldShell {...shellProps(field, state, { label, required, optional, className })}>
      <select {...controlProps(field)} {...controlA11y(state, required)} className={select()}>
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
