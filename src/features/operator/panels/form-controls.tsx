import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { createContext, type ReactNode, useContext } from 'react'
import { css } from 'styled-system/css'
import { input, select } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { describedBy, Field } from '~/ui/field'
import { useErrorText } from './use-error-text'

// Conform metadata of any string field; the concrete schema does not matter to the controls.
type AnyField = FieldMetadata<string | undefined>

type Common = { field: AnyField; label: string; hint?: string; required?: boolean; className?: string }

function LabelText({ label, required }: { label: string; required?: boolean }) {
  const t = useT()
  return (
    <>
      {label}
      {required ? <span aria-hidden="true" className={css({ color: 'fg.danger', ml: '0.5' })}>*</span> : <span className={css({ color: 'fg.muted', fontWeight: '400', ml: '1' })}>({t('operator.panels.optional')})</span>}
    </>
  )
}

/** True once the visitor has tried to submit: from then on every field shows its error. */
export const SubmitAttempted = createContext(false)

/**
 * A submit the visitor made (button or Enter), not one of conform's own: conform validates on blur by requesting a
 * submit with its `__intent__` button as the submitter.
 */
export function isVisitorSubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter
  return submitter?.getAttribute('name') !== '__intent__'
}

/**
 * Errors show once the visitor has typed into the field, and for every field after a submit attempt. Flagging
 * untouched empty fields on blur would move the layout under the pointer (a click on "close" or the panel switch
 * could miss). The submit button stays enabled so keyboard users can reach it and learn what is wrong (ADR 0014).
 */
function useFieldA11y(field: AnyField, hint?: string) {
  const errorText = useErrorText()
  const attempted = useContext(SubmitAttempted)
  const error = (field.dirty || attempted) && field.errors?.[0] ? errorText(field.errors[0]) : null
  const hintId = hint ? field.descriptionId : undefined
  return { error, hintId, describedby: describedBy(hintId, field.errorId, Boolean(error)), invalid: error ? true : undefined }
}

export function TextField({ field, label, hint, required, className, type = 'text', autoComplete, inputMode, autoFocus }: Common & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric' | 'text'; autoFocus?: boolean }) {
  const a11y = useFieldA11y(field, hint)
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: a11y.describedby })
  return (
    <Field label={<LabelText label={label} required={required} />} htmlFor={field.id} errorId={field.errorId} error={a11y.error} hintId={a11y.hintId} hint={hint} className={className}>
      <input key={key} {...props} aria-describedby={a11y.describedby} aria-invalid={a11y.invalid} required={false} aria-required={required || undefined} autoComplete={autoComplete} inputMode={inputMode} className={input()} data-autofocus={autoFocus || undefined} />
    </Field>
  )
}

export function TextAreaField({ field, label, hint, className }: Common) {
  const a11y = useFieldA11y(field, hint)
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: a11y.describedby })
  return (
    <Field label={<LabelText label={label} />} htmlFor={field.id} errorId={field.errorId} error={a11y.error} hintId={a11y.hintId} hint={hint} className={className}>
      <textarea key={key} {...props} aria-describedby={a11y.describedby} aria-invalid={a11y.invalid} rows={3} className={input({ multiline: true })} />
    </Field>
  )
}

export function SelectField({ field, label, required, className, children }: Common & { children: ReactNode }) {
  const a11y = useFieldA11y(field)
  const { key, ...props } = getSelectProps(field, { ariaDescribedBy: a11y.describedby })
  return (
    <Field label={<LabelText label={label} required={required} />} htmlFor={field.id} errorId={field.errorId} error={a11y.error} className={className}>
      <select key={key} {...props} aria-describedby={a11y.describedby} aria-invalid={a11y.invalid} required={false} className={select()}>{children}</select>
    </Field>
  )
}

/** Spam trap: invisible and out of the tab order; people leave it empty, naive bots fill it in. */
export function Honeypot({ name }: { name: string }) {
  const t = useT()
  return (
    <div aria-hidden="true" className={css({ position: 'absolute', left: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' })}>
      <label htmlFor={`hp-${name}`}>{t('operator.panels.honeypot')}</label>
      <input id={`hp-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
