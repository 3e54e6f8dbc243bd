import { type FieldMetadata, type FormMetadata, getInputProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { Field } from '~/ui/field'

// Any field / form: these components only read names, ids, errors and list intents, never the value types.
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>
export type AnyForm = FormMetadata<Record<string, unknown>, string[]>

type Props = {
  meta: AnyField
  label: string
  type?: 'text' | 'email' | 'tel' | 'url' | 'number'
  multiline?: boolean
  rows?: number
  autoComplete?: string
  inputMode?: 'decimal' | 'numeric' | 'text'
  hint?: ReactNode
  className?: string
  children?: ReactNode
}

/** Label, control and the first error; conform wires aria-invalid and aria-describedby to the error (and hint). */
export function TextField({ meta, label, type = 'text', multiline, rows = 4, autoComplete, inputMode, hint, className, children }: Props) {
  const hintId = hint ? `${meta.id}-hint` : undefined
  const error = meta.errors?.[0]
  const options = { ariaDescribedBy: hintId }
  const { key, ...props } = multiline ? getTextareaProps(meta, options) : getInputProps(meta, { type, ...options })
  return (
    <Field label={label} htmlFor={meta.id} errorId={meta.errorId} error={error} hint={hint} hintId={hintId} className={className}>
      {multiline ? (
        <textarea key={key} {...props} rows={rows} className={input({ multiline: true })} />
      ) : (
        <div className={css({ display: 'flex', gap: '2' })}>
          <input key={key} {...props} autoComplete={autoComplete} inputMode={inputMode} className={input()} />
          {children}
        </div>
      )}
    </Field>
  )
}
