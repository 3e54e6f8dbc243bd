import type { AnyField, AnyForm } from './context'

/**
 * The attributes conform's getInputProps, getTextareaProps and getSelectProps give a kit control, less the ARIA ones
 * (the kit sets those itself, controlA11y) and the constraints (no kit form declares any). Ours, so that a form page
 * draws its fields without any of conform's code (ADR 0112).
 */
export function controlProps(field: AnyField, type?: string) {
  const initial: unknown = field.initialValue
  const props = { id: field.id, name: field.name, form: field.formId, type }
  if (type === 'checkbox' || type === 'radio') return { ...props, value: 'on', defaultChecked: initial === 'on' }
  // An input takes text only; a select (or a textarea: none holds a list) takes the list's items.
  if (type) return typeof initial === 'string' ? { ...props, defaultValue: initial } : props
  const defaultValue = Array.isArray(initial) ? initial.map((item) => `${item ?? ''}`) : initial?.toString()
  return defaultValue === undefined ? props : { ...props, defaultValue }
}

/** conform's getFormProps: the form's id, its submit handler and noValidate, described by its own error if any. */
export function formControlProps(form: AnyForm) {
  return {
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    ...(form.errors ? { 'aria-describedby': form.errorId } : {}),
  }
}
