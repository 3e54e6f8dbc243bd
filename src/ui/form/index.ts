/**
 * The forms kit: conform-aware fields on the contract schemas, with labels, errors and ARIA in one place. The eager
 * hook (use-kit-form.ts, conform with the page) is imported by path, so that pages whose forms load conform on first
 * use (useLazyKitForm) do not reach it through this index (ADR 0112).
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
  PASSWORD_ERRORS,
  RESERVATION_ERRORS,
  REVIEW_ERRORS,
  SIGNIN_ERRORS,
} from './messages'
export { SelectField } from './select-field'
export { SubmitButton } from './submit-button'
export { EmailField, PhoneField, TextareaField, TextField } from './text-field'
export { useLazyKitForm } from './use-lazy-kit-form'
export { FieldShell } from './field-shell'
export { useFieldState } from './field-state'
