import type { AnyField } from './context'
import { TextField } from './text-field'

export const ADDRESS_FIELDS = ['street', 'buildingNumber', 'apartmentNumber', 'postalCode', 'city'] as const
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number]

/**
 * Street, building, apartment (optional), postcode and city: the same fields in the same order wherever a form asks
 * for a Polish address (the trial sign-up, the console's clients and facilities). The country and anything else
 * stay with the form, which also owns the grid: `className` places each field on it.
 */
export function AddressInputs({
  fields,
  label,
  className,
  autoComplete,
}: {
  fields: Record<AddressFieldName, AnyField>
  label: (name: AddressFieldName) => string
  className?: Partial<Record<AddressFieldName, string>>
  /** Autofill tokens: a visitor's own address gets them; the console, typing others' addresses, turns them off. */
  autoComplete?: Partial<Record<AddressFieldName, string>>
}) {
  return ADDRESS_FIELDS.map((name) => (
    <TextField
      key={name}
      field={fields[name]}
      label={label(name)}
      required={name !== 'apartmentNumber' || undefined}
      optional={name === 'apartmentNumber' || undefined}
      autoComplete={autoComplete?.[name]}
      className={className?.[name]}
    />
  ))
}
