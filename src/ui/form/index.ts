/** The forms kit: conform-aware fields on the contract schemas, with labels, errors and ARIA in one place. */
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
export { useKitForm } from './use-kit-form'
export { FieldShell } from './field-shell'
export { useFieldState } from './field-state'
