import type { InputHTMLAttributes, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import type { AnyField } from './context'
import { controlProps } from './control-props'
import { FieldShell, type LabelProps } from './field-shell'
import { controlA11y, shellProps, useFieldState } from './field-state'
import { LengthHint } from './length-hint'

type Native = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'id' | 'defaultValue' | 'value' | 'required' | 'className' | 'children'
>

export type TextFieldProps = LabelProps &
  Native & {
    field: AnyField
    type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'date'
    hint?: ReactNode
    /** The column's class (grid placement). */
    className?: string
    /** Replaces the input recipe's look (the footer's dark newsletter field). */
    controlClassName?: string
    /** Ids of text outside the field that describes it too (a form's status line). */
    describedBy?: string
    /** Invalid for a reason the field does not know (the newsletter's failed send). */
    invalid?: boolean
    /** Focused when its dialog opens. */
    autoFocus?: boolean
    /** Next to the input, e.g. a "Generuj" button. */
    adornment?: ReactNode
    /** Renders the input in place of the default one (the password field's show/hide toggle). */
    render?: (props: InputHTMLAttributes<HTMLInputElement>) => ReactNode
  }

/**
 * A conform field as one labelled input. `required` is aria-required, never the native attribute: the forms
 * validate themselves (noValidate) and `:invalid` would paint untouched fields red.
 */
export function TextField({
  field,
  label,
  required,
  optional,
  labelHidden,
  type = 'text',
  hint,
  className,
  controlClassName,
  describedBy,
  invalid,
  autoFocus,
  adornment,
  render,
  ...native
}: TextFieldProps) {
  const state = useFieldState(field, { hint, extraDescribedBy: describedBy, invalid })
  const props = {
    ...controlProps(field, type),
    ...native,
    ...controlA11y(state, required),
    className: controlClassName ?? input(),
    'data-autofocus': autoFocus || undefined,
  }
  const control = render ? render(props) : <input {...props} />
  return (
    <FieldShell {...shellProps(field, state, { label, required, optional, labelHidden, hint, className })}>
      {adornment ? (
        <div className={css({ display: 'flex', gap: '2' })}>
          {control}
          {adornment}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  )
}

export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />
}

export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel" {...props} />
}

type TextareaProps = LabelProps & {
  field: AnyField
  hint?: ReactNode
  rows?: number
  className?: string
  /** The schema's length limit: stated under the field, counted once the text nears it (never cut off). */
  limit?: number
}

export function TextareaField({
  field,
  label,
  required,
  optional,
  hint: given,
  rows = 4,
  className,
  limit,
}: TextareaProps) {
  const hint = limit ? <LengthHint length={String(field.value ?? '').length} limit={limit} /> : given
  const state = useFieldState(field, { hint })
  return (
    <FieldShell {...shellProps(field, state, { label, required, optional, hint, className })}>
      <textarea
        {...controlProps(field)}
        {...controlA11y(state, required)}
        rows={rows}
        className={input({ multiline: true })}
      />
    </FieldShell>
  )
}
