import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { input, select } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { describedBy, Field } from '~/ui/field'

// Conform metadata of any scalar field; the controls do not depend on the schema's value types.
type AnyField = FieldMetadata<string | number | null | undefined>
type Common = { field: AnyField; label: string; required?: boolean; className?: string }

const KNOWN = ['required', 'invalidEmail', 'minArea', 'invalidNumber', 'invalidPeriod', 'tooLong', 'minPhone', 'invalidCharacters'] as const
const isKnown = (key: string): key is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(key)

function useError(field: AnyField) {
  const t = useT()
  const key = field.errors?.[0]
  if (!key) return null
  return t(`marketplace.inquiry.errors.${isKnown(key) ? key : 'invalid'}`)
}

function Label({ label, required }: { label: string; required?: boolean }) {
  const t = useT()
  return (
    <>
      {label}
      {required ? <span aria-hidden="true" className={css({ color: 'fg.danger', ml: '0.5' })}>*</span> : <span className={css({ color: 'fg.muted', fontWeight: '400', ml: '1' })}>({t('marketplace.inquiry.optional')})</span>}
    </>
  )
}

export function InputField({ field, label, required, className, type = 'text', autoComplete, min, step }: Common & { type?: 'text' | 'email' | 'tel' | 'number'; autoComplete?: string; min?: number; step?: number }) {
  const error = useError(field)
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, { type, ariaDescribedBy: describedBy(undefined, field.errorId, Boolean(error)) })
  return (
    <Field label={<Label label={label} required={required} />} htmlFor={field.id} errorId={field.errorId} error={error} className={className}>
      <input key={key} {...props} required={false} min={min} step={step} aria-required={required || undefined} autoComplete={autoComplete} className={input()} />
    </Field>
  )
}

export function TextareaField({ field, label, className }: Common) {
  const error = useError(field)
  const { key, ...props } = getTextareaProps(field as FieldMetadata<string>, { ariaDescribedBy: describedBy(undefined, field.errorId, Boolean(error)) })
  return (
    <Field label={<Label label={label} />} htmlFor={field.id} errorId={field.errorId} error={error} className={className}>
      <textarea key={key} {...props} rows={4} className={input({ multiline: true })} />
    </Field>
  )
}

export function SelectInput({ field, label, className, children }: Common & { children: ReactNode }) {
  const error = useError(field)
  const { key, ...props } = getSelectProps(field as FieldMetadata<string>, { ariaDescribedBy: describedBy(undefined, field.errorId, Boolean(error)) })
  return (
    <Field label={<Label label={label} />} htmlFor={field.id} errorId={field.errorId} error={error} className={className}>
      <select key={key} {...props} className={select()}>{children}</select>
    </Field>
  )
}

/** Spam trap: out of sight and out of the tab order; people leave it empty. */
export function Honeypot() {
  const t = useT()
  return (
    <div aria-hidden="true" className={css({ position: 'absolute', left: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' })}>
      <label htmlFor="inquiry-website">{t('marketplace.inquiry.honeypot')}</label>
      <input id="inquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
