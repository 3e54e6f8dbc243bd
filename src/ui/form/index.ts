/**
 * The forms kit: conform-aware fields on the contract schemas, with labels, errors and ARIA in one place. Its two
 * hooks are imported by path: the eager one (use-kit-form.ts) brings conform, and a page reaching it through this
 * index would load conform even if its own form is a lazy form (use-lazy-kit-form.ts, whose forms import the kit's
 * parts by path too; ADR 0112).
 */
export { AddressInputs } from './address-fields'
export { CheckboxField } from './checkbox-field'
export type { AnyField, AnyForm } from './context'
export { FormAlert } from './form-alert'
export { Honeypot } from './honeypot'
export { KitForm } from './kit-form'
export {
  INQUIRY_ERRORS,
  OPERATOR_ERRORS,
  RESERVATION_ERRORS,
} from './messages'
export { SelectField } from './select-field'
export { SubmitButton } from './submit-button'
export { EmailField, PhoneField, TextareaField, TextField } from './text-field'
export { FieldShell } from './field-shell'
export { useFieldState } from './field-state'
