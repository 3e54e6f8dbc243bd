import { grid } from '../form/address-fields'
import { FormSection } from '../form/form-section'
import { type AnyField, TextField } from '../form/text-field'

type Fields = Record<'companyName' | 'contactName' | 'phone' | 'billingEmail', AnyField>

/** Company and contact data shared by the create and edit forms. */
export function ClientFields({ fields }: { fields: Fields }) {
  return (
    <FormSection title="Dane klienta">
      <div className={grid}>
        <TextField meta={fields.companyName} label="Nazwa firmy (opcjonalnie)" autoComplete="off" />
        <TextField meta={fields.contactName} label="Osoba kontaktowa" autoComplete="off" />
        <TextField meta={fields.phone} label="Telefon" type="tel" autoComplete="off" />
        <TextField meta={fields.billingEmail} label="E-mail do faktur (opcjonalnie)" type="email" autoComplete="off" />
      </div>
    </FormSection>
  )
}
