import { useT } from '~/i18n/use-lang'
import { type AnyField, EmailField, PhoneField, TextField } from '~/ui/form'
import { grid } from '../form/address-fields'
import { FormSection } from '../form/form-section'

type Fields = Record<'companyName' | 'contactName' | 'phone' | 'billingEmail', AnyField>

/** Company and contact data shared by the create and edit forms. */
export function ClientFields({ fields }: { fields: Fields }) {
  const t = useT()
  return (
    <FormSection title={t('adminForm.client.details')}>
      <div className={grid}>
        <TextField field={fields.companyName} label={t('adminForm.client.companyName')} optional autoComplete="off" />
        <TextField field={fields.contactName} label={t('adminForm.client.contactName')} required autoComplete="off" />
        <PhoneField field={fields.phone} label={t('adminForm.client.phone')} required autoComplete="off" />
        <EmailField
          field={fields.billingEmail}
          label={t('adminForm.client.billingEmail')}
          optional
          autoComplete="off"
        />
      </div>
    </FormSection>
  )
}
