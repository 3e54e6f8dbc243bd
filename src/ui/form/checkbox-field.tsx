import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { checkbox } from 'styled-system/recipes'
import type { AnyField } from './context'
import { controlProps } from './control-props'
import { useFieldState } from './field-state'

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' })

/** A checkbox inside its label; posts "on" when ticked and nothing otherwise (the schemas read that). */
export function CheckboxField({ field, label, className }: { field: AnyField; label: ReactNode; className?: string }) {
  const state = useFieldState(field)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={field.id} className={cx(row, className)}>
        <input
          {...controlProps(field, 'checkbox')}
          aria-describedby={state.describedby}
          aria-invalid={state.invalid}
          className={checkbox()}
        />
        {label}
      </label>
      {state.error ? (
        <p id={field.errorId} className={css({ fontSize: 'sm', color: 'fg.danger', fontWeight: '500' })}>
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
